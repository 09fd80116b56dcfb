import { useCallback } from 'react';
import type { ApiClient } from '@drawfront/shared/api-client/types';
import type { RemoteProps } from '@drawfront/shared/contract/remote-props';
import { useQuery } from '@drawfront/shared/data/use-query';
import { checkDraw, checkTicketGames } from '@drawfront/shared/fairness/check-steps';
import type { TicketProofAnswer } from '@drawfront/shared/fairness/public-proof';
import { usePathTo } from '@drawfront/shared/routes/use-path-to';
import { FairnessCheck } from '@drawfront/shared/ui/fairness-check';
import { ShellLink } from '@drawfront/shared/ui/shell-link';
import './ticket-proof-panel.css';

/** `GET /tickets/{id}/proof`: the draw's public commitments and each of this ticket's games' leaf and path (none before the close). */
function fetchTicketProof(api: ApiClient, id: string, signal?: AbortSignal): Promise<TicketProofAnswer> {
  return api.request<TicketProofAnswer>({ path: `/tickets/${encodeURIComponent(id)}/proof`, signal });
}

/**
 * Before the seed is revealed only the ticket's place in the commitment can be checked; after, the whole draw
 * too. Every game of the ticket is checked (each its own leaf), and once scored each game's result.
 */
async function checksOf(proof: TicketProofAnswer) {
  const games = proof.games.length > 0 ? proof.games : [proof.ticket!];
  return proof.draw.seed ? [...(await checkDraw(proof.draw)), ...(await checkTicketGames(proof.draw, games))] : checkTicketGames(proof.draw, games);
}

export interface TicketProofPanelProps extends Pick<RemoteProps, 'api' | 'i18n' | 'navigate' | 'site'> {
  ticketId: string;
}

/**
 * The ticket's proof that it was in its draw before the numbers were known: its leaf (canonical encoding
 * and salt), its inclusion path and the root the draw published at close, and a check that runs here,
 * in the customer's browser. Shown once the draw has closed.
 */
export function TicketProofPanel({ api, i18n, navigate, site, ticketId }: TicketProofPanelProps) {
  const load = useCallback((signal: AbortSignal) => fetchTicketProof(api, ticketId, signal), [api, ticketId]);
  const resource = useQuery(['tickets', 'proof', ticketId], load);
  const pathTo = usePathTo(site);
  const run = useCallback(async () => checksOf(await fetchTicketProof(api, ticketId)), [api, ticketId]);
  if (resource.status !== 'success' || !resource.data.ticket || !resource.data.draw.tickets) return null;
  const { draw, ticket } = resource.data;
  const committed = draw.tickets!;
  const aboutPath = pathTo('about-fairness');
  return (
    <section className="account-ticket-proof" aria-labelledby="account-ticket-proof-heading">
      <h2 id="account-ticket-proof-heading" className="account-ticket__section-title">
        {i18n.t('account.ticket.proof.heading', 'Proof your ticket was in the draw')}
      </h2>
      <p>
        {committed.count === 1
          ? i18n.t(
              'account.ticket.proof.intro.one',
              'When sales closed, the draw published one fingerprint (a Merkle root) of the one ticket in it, before its numbers were revealed. Your ticket below leads to that fingerprint: it was in the draw before anyone knew the numbers.',
            )
          : i18n.t(
              'account.ticket.proof.intro',
              'When sales closed, the draw published one fingerprint (a Merkle root) of all {count} tickets in it, before its numbers were revealed. Your ticket below, with its path, leads to that fingerprint: it was in the draw before anyone knew the numbers.',
              { count: committed.count },
            )}
      </p>
      <dl className="account-ticket-proof__facts">
        <dt>{i18n.t('account.ticket.proof.root', 'Root published at close')}</dt>
        <dd>
          <code className="account-ticket-proof__code">{committed.root}</code>
        </dd>
        <dt>{i18n.t('account.ticket.proof.committed', 'Committed')}</dt>
        <dd>
          {i18n.t('account.ticket.proof.committed-text', '{count} tickets at {time}', { count: committed.count, time: committed.committedAt })}
        </dd>
        <dt>{i18n.t('account.ticket.proof.leaf', 'Your ticket as committed (its leaf)')}</dt>
        <dd>
          <pre className="account-ticket-proof__leaf" tabIndex={0} aria-label={i18n.t('account.ticket.proof.leaf-label', 'Canonical encoding of your ticket')}>
            {ticket.encoding}
          </pre>
        </dd>
        <dt>{i18n.t('account.ticket.proof.salt', 'Your ticket\'s random salt')}</dt>
        <dd>
          <code className="account-ticket-proof__code">{ticket.salt}</code>
        </dd>
        <dt>{i18n.t('account.ticket.proof.path', 'Inclusion path (from your leaf up to the root)')}</dt>
        <dd>
          {ticket.proof && ticket.proof.path.length > 0 ? (
            <ol className="account-ticket-proof__path">
              {ticket.proof.path.map((step, index) => (
                <li key={index}>
                  {step.side === 'left' ? i18n.t('account.ticket.proof.left', 'on the left:') : i18n.t('account.ticket.proof.right', 'on the right:')}{' '}
                  <code className="account-ticket-proof__code">{step.hash}</code>
                </li>
              ))}
            </ol>
          ) : (
            i18n.t('account.ticket.proof.no-path', ticket.proof ? 'None: your ticket is the only one, so its leaf is the root.' : 'None: this ticket is not in the committed set.')
          )}
        </dd>
      </dl>
      <FairnessCheck run={run} i18n={i18n} />
      {aboutPath ? (
        <p>
          <ShellLink to={aboutPath} navigate={navigate}>
            {i18n.t('account.ticket.proof.how', 'How the draw and this proof work')}
          </ShellLink>
        </p>
      ) : null}
    </section>
  );
}
