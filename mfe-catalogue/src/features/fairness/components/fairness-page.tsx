import type { I18n } from '@drawfront/shared/contract/i18n';
import type { SiteInfo } from '@drawfront/shared/contract/site';
import { checkDraw, checkTicket } from '@drawfront/shared/fairness/check-steps';
import { EXAMPLE_DRAW, EXAMPLE_LEAVES, EXAMPLE_NODE_01, EXAMPLE_ROOT, EXAMPLE_SEED, EXAMPLE_TICKET } from '@drawfront/shared/fairness/worked-example';
import { FairnessCheck } from '@drawfront/shared/ui/fairness-check';
import { PageHeading } from '@drawfront/shared/ui/page-heading';
import { usePageTitle } from '@drawfront/shared/ui/use-page-title';
import { WorkedExampleTable } from './worked-example-table';
import './fairness-page.css';

export interface FairnessPageProps {
  site: Pick<SiteInfo, 'name'>;
  i18n: I18n;
}

const runExample = async () => [...(await checkDraw(EXAMPLE_DRAW)), ...(await checkTicket(EXAMPLE_DRAW, EXAMPLE_TICKET))];

/**
 * /about/fairness: the draw algorithm (drawfront-draw-v1) and the ticket commitment, byte by byte, with a
 * worked example anyone can recompute, and the same check the draw and ticket pages run, run on it here.
 */
export function FairnessPage({ site, i18n }: FairnessPageProps) {
  const heading = i18n.t('catalogue.fairness.heading', 'How our draws are fair, and how to check them');
  usePageTitle(heading, site.name);
  const t = i18n.t.bind(i18n);
  return (
    <article className="catalogue-fairness">
      <PageHeading>{heading}</PageHeading>
      <p>{t('catalogue.fairness.intro', 'Every draw fixes its numbers before sales close, and fixes the list of tickets in it when sales close, before the numbers are revealed. Both are published as SHA-256 fingerprints. Anyone can check them with a browser: the draw and ticket pages have a "Check it yourself" button that does every step below in your own browser.')}</p>

      <h2>{t('catalogue.fairness.seed-heading', '1. The seed and its commitment')}</h2>
      <p>{t('catalogue.fairness.seed', 'Each draw has a secret seed of 32 random bytes, written as 64 hexadecimal characters. From the draw\'s creation we publish its commitment: the lowercase hex SHA-256 of those 32 bytes (the bytes, not the 64-character text). After the draw we reveal the seed; its SHA-256 must equal the commitment.')}</p>

      <h2>{t('catalogue.fairness.stream-heading', '2. The counter stream')}</h2>
      <p>{t('catalogue.fairness.stream', 'Block i (i = 0, 1, 2, …) is SHA-256(seed bytes ‖ tag ‖ i as 4 bytes, big-endian), where the tag is the ASCII text drawfront-draw-v1 for lottery numbers and drawfront-raffle-v1 for raffle winners, with no separator. The stream is block 0, then block 1, and so on, read as unsigned 32-bit big-endian words, 8 per block.')}</p>

      <h2>{t('catalogue.fairness.sampling-heading', '3. Rejection sampling: a fair number below n')}</h2>
      <p>{t('catalogue.fairness.sampling', 'Let limit = 2³² − (2³² mod n). Read the next word w; if w ≥ limit, discard it and read another; otherwise the result is w mod n. Every result from 0 to n − 1 then comes from exactly limit / n words, so none is favoured.')}</p>

      <h2>{t('catalogue.fairness.barrel-heading', '4. Drawing balls from a barrel')}</h2>
      <p>{t('catalogue.fairness.barrel', 'A barrel of balls min..max is the list [min, min+1, …, max]. To draw a ball from a list of length L: j = a fair number below L; the ball is the one at position j (counting from 0); the last ball moves to position j and the list loses its last place. A drawn ball never returns. Barrels are drawn in the order the game lists them, each set of balls in order, all from one stream; each set is published sorted. A raffle\'s barrel is its entry numbers 1..N (N entries committed at close), drawn from the raffle stream; the first entry drawn wins first prize.')}</p>

      <h2>{t('catalogue.fairness.tickets-heading', '5. The commitment to every ticket')}</h2>
      <p>{t('catalogue.fairness.tickets', 'When sales close, every ticket (or raffle entry) in the draw becomes a leaf. Its canonical encoding is UTF-8 text, one line each, joined by a newline with none at the end: drawfront-ticket-v1; draw=<draw id>; ticket=<ticket id>; game-type=<game type>; games=<set>:<numbers>;… (sets in the order numbers, powerball, favourites; numbers as the ticket holds them); entry=<raffle entry number, or nothing>; purchased=<purchase time, ISO 8601 UTC with milliseconds>; salt=<32 random bytes in hex>. The salt keeps anyone from guessing tickets and testing them against the tree; no customer is named.')}</p>
      <p>{t('catalogue.fairness.tree', 'A leaf is SHA-256(0x00 ‖ encoding). Leaves are ordered by ticket id. Each level pairs neighbours (0 and 1, 2 and 3, …) into SHA-256(0x01 ‖ left ‖ right); an odd last node moves up unchanged. The top node is the root. The draw publishes the root, the number of tickets and the time, before its seed is revealed; the database refuses to reveal a seed without them. A ticket\'s proof is its leaf and the sibling met at each level on the way up: hashing up from the leaf must give the published root.')}</p>

      <h2>{t('catalogue.fairness.example-heading', '6. A worked example')}</h2>
      <p>{t('catalogue.fairness.example-seed', 'Seed (the bytes 0, 1, …, 31):')} <code className="catalogue-fairness__code">{EXAMPLE_SEED}</code></p>
      <p>{t('catalogue.fairness.example-hash', 'Commitment:')} <code className="catalogue-fairness__code">{EXAMPLE_DRAW.seedHash}</code></p>
      <p>{t('catalogue.fairness.example-block', 'Block 0 of the lottery stream:')} <code className="catalogue-fairness__code">d229f1344948b4c085b7aa0be896464d6a3dcb75cbfe3de962d6217e95e70ed5</code></p>
      <WorkedExampleTable i18n={i18n} />
      <p>{t('catalogue.fairness.example-result', 'Result: numbers 2 8 20 22 28 41, supplementaries 7 30. No word was discarded: with 45 balls only words from 4294967265 up are.')}</p>
      <p>{t('catalogue.fairness.example-tickets', 'Three tickets were in the draw. Their leaves, in ticket id order:')}</p>
      <ol className="catalogue-fairness__list">
        {EXAMPLE_LEAVES.map((leaf) => (
          <li key={leaf}>
            <code className="catalogue-fairness__code">{leaf}</code>
          </li>
        ))}
      </ol>
      <p>{t('catalogue.fairness.example-node', 'Leaves 1 and 2 pair into')} <code className="catalogue-fairness__code">{EXAMPLE_NODE_01}</code>{t('catalogue.fairness.example-odd', '; leaf 3 has no partner and moves up. The root is')} <code className="catalogue-fairness__code">{EXAMPLE_ROOT}</code>.</p>
      <p>{t('catalogue.fairness.example-ticket', 'The third ticket\'s leaf encodes:')}</p>
      <pre className="catalogue-fairness__leaf" tabIndex={0} aria-label={t('catalogue.fairness.example-leaf-label', 'Canonical encoding of the example ticket')}>{EXAMPLE_TICKET.encoding}</pre>
      <p>{t('catalogue.fairness.example-path', 'Its path is one step: the node over tickets 1 and 2, on the left. SHA-256(0x01 ‖ that node ‖ its leaf) is the root.')}</p>
      <FairnessCheck run={runExample} i18n={i18n} />

      <h2>{t('catalogue.fairness.verifier-heading', '7. Checking without this site')}</h2>
      <p>{t('catalogue.fairness.verifier', 'The draw\'s public data is at /v2/draws/fairness/{offer}/{draw number}, and your ticket\'s at /v2/tickets/{id}/proof when signed in. Any SHA-256 tool can redo the steps above. Our standalone verifier, scripts/verify-fairness.mjs in the platform\'s repository, needs only Node.js: node scripts/verify-fairness.mjs draw.json ticket.json.')}</p>
    </article>
  );
}
