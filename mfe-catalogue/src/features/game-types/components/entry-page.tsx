import { useMemo, useReducer, useState } from 'react';
import type { Draw, GameTypeKey, ProductOffer } from '@drawfront/shared/contract/catalogue';
import type { I18n } from '@drawfront/shared/contract/i18n';
import type { RemoteProps } from '@drawfront/shared/contract/remote-props';
import type { SiteInfo } from '@drawfront/shared/contract/site';
import type { CartClient } from '@drawfront/shared/cart/cart-client';
import { addedLine, afterAdd } from '@drawfront/shared/cart/after-add';
import { formatMoney } from '@drawfront/shared/format/money';
import { readableTextOn } from '@drawfront/shared/ui/colour-contrast';
import { Alert } from '@drawfront/shared/ui/alert';
import { errorMessage } from '@drawfront/shared/ui/error-message';
import { PageHeading } from '@drawfront/shared/ui/page-heading';
import { usePathTo } from '@drawfront/shared/routes/use-path-to';
import { usePageTitle } from '@drawfront/shared/ui/use-page-title';
import { entryReducer, initialEntryDraft } from '../model/entry-draft';
import { entryCartItem, lineState } from '../model/entry-line';
import type { EntryBlock } from '../model/entry-line';
import type { EntryRules } from '../model/entry-rules';
import { drawsText, gamesText, gameTypeIntro, gameTypeName } from '../model/game-type-texts';
import { ChoiceGroup } from './choice-group';
import { DrawSummary } from './draw-summary';
import { EntryGames } from './entry-games';
import { TicketTotal } from '../../../components/ticket-total';
import { RandomCount } from './random-count';
import { WaysToPlay } from './ways-to-play';
import '../../../components/ticket-builder.css';
import './game-types.css';

export interface EntryPageProps extends Pick<RemoteProps, 'navigate' | 'notify' | 'bus'> {
  offer: ProductOffer;
  rules: EntryRules;
  /** The line's first draw (the play route reads `?firstDrawNo=`); `laterDrawNo` goes in the cart item. */
  firstDraw: { draw: Draw | null; laterDrawNo: number | null; unavailableDrawNo: number | null };
  /** The offer's ways to play that have a page, with their paths. */
  ways: readonly { gameType: GameTypeKey; path: string }[];
  /** The page's query string, whose utm parameters go on to /cart. */
  search: string;
  site: SiteInfo;
  i18n: I18n;
  now: Date;
  cartClient: Pick<CartClient, 'addItem'>;
  random?: () => number;
}

function blockText(block: EntryBlock, rules: EntryRules, i18n: I18n): string {
  switch (block) {
    case 'no-draw':
      return i18n.t('catalogue.play.block.no-draw', 'No draw is on sale right now');
    case 'not-enough-entries':
      return rules.gameOffer.minGames > 1
        ? i18n.t('catalogue.entry.block.entries', 'Complete at least {count} entries', { count: rules.gameOffer.minGames })
        : i18n.t('catalogue.entry.block.entry', 'Complete at least 1 entry');
    case 'bundle-incomplete':
      return i18n.t('catalogue.entry.block.bundle', 'Complete every entry of the bundle');
    case 'day-required':
      return i18n.t('catalogue.play.block.day', 'Choose a draw day');
  }
}

/**
 * The page of one way to play an offer other than standard games (systems, PowerHit, PowerPik, random,
 * boxed, super combos): entries checked, covered and priced by the shared rules as the API prices them.
 */
export function EntryPage({ offer, rules, firstDraw, ways, search, site, i18n, now, cartClient, navigate, notify, bus, random }: EntryPageProps) {
  const typeName = gameTypeName(rules.gameType, i18n);
  usePageTitle(`${offer.name} ${typeName}`, site.name);
  const pathTo = usePathTo(site);
  const reducer = useMemo(() => entryReducer(rules), [rules]);
  const [draft, dispatch] = useReducer(reducer, rules, initialEntryDraft);
  const [adding, setAdding] = useState(false);
  const [addError, setAddError] = useState<string | null>(null);
  const { gameOffer } = rules;
  const state = lineState(rules, draft, firstDraw.draw !== null);
  const blockedReason = state.block ? blockText(state.block, rules, i18n) : null;
  const price = state.price === null ? null : formatMoney(state.price, gameOffer.priceCurrency || site.currency, site.locale);
  const entriesText = state.completeCount === 1 ? i18n.t('catalogue.entry.one-entry', '1 entry') : i18n.t('catalogue.entry.entries-count', '{count} entries', { count: state.completeCount });
  const breakdown = state.isFromPrice
    ? drawsText(draft.numDraws, i18n)
    : rules.gameType === 'random'
      ? i18n.t('catalogue.play.breakdown', '{games} × {draws}', { games: gamesText(state.completeCount, i18n), draws: drawsText(draft.numDraws, i18n) })
      : i18n.t('catalogue.entry.breakdown', '{entries} covering {games} × {draws}', { entries: entriesText, games: gamesText(state.gamesCovered, i18n), draws: drawsText(draft.numDraws, i18n) });

  async function addToCart() {
    if (blockedReason) return;
    setAddError(null);
    setAdding(true);
    try {
      const cart = await cartClient.addItem(entryCartItem(rules, draft, offer.key, firstDraw.laterDrawNo));
      afterAdd({ site, bus, navigate, cartPath: pathTo('cart'), search, cart, added: addedLine(cart, offer.key) });
    } catch (error) {
      const message = errorMessage(error, i18n.t('error.generic', 'Something went wrong'));
      setAddError(message);
      notify({ title: i18n.t('catalogue.play.add-failed', "We couldn't add your ticket"), message, level: 'error' });
    } finally {
      setAdding(false);
    }
  }

  const bandColour = readableTextOn(offer.brandColour);
  const systemSizes = gameOffer.systemSizes ?? [];
  return (
    <div className="catalogue-page catalogue-entry">
      <div className="catalogue-play__band" style={bandColour ? { background: offer.brandColour, color: bandColour } : undefined}>
        <PageHeading intro={gameTypeIntro(rules, i18n)}>{i18n.t('catalogue.entry.heading', '{offer}: {way}', { offer: offer.name, way: typeName })}</PageHeading>
      </div>
      <WaysToPlay ways={ways} current={rules.gameType} i18n={i18n} />

      <section className="catalogue-play-section" aria-labelledby="catalogue-entry-draws-title">
        <h2 className="catalogue-play-section__title" id="catalogue-entry-draws-title">
          {i18n.t('catalogue.play.draws', 'Draws')}
        </h2>
        {firstDraw.unavailableDrawNo !== null ? (
          <Alert tone="info">{i18n.t('catalogue.play.draw-unavailable', 'Draw {drawNo} is not on sale, so your ticket starts with the next draw.', { drawNo: firstDraw.unavailableDrawNo })}</Alert>
        ) : null}
        {firstDraw.draw ? <DrawSummary draw={firstDraw.draw} now={now} i18n={i18n} /> : <p>{i18n.t('catalogue.offer.no-open-draw', 'The next draw opens soon')}</p>}
        {gameOffer.drawOptions.length > 1 ? (
          <ChoiceGroup
            legend={i18n.t('catalogue.play.draws-legend', 'Number of draws')}
            options={gameOffer.drawOptions.map((count) => ({ value: count, label: drawsText(count, i18n) }))}
            value={draft.numDraws}
            onChange={(numDraws) => dispatch({ type: 'draws', numDraws })}
          />
        ) : null}
        {gameOffer.days.length > 0 ? (
          <ChoiceGroup
            legend={i18n.t('catalogue.play.day-legend', 'Draw day')}
            options={gameOffer.days.map((day) => ({ value: day.key, label: day.label }))}
            value={draft.day}
            onChange={(day) => dispatch({ type: 'day', day })}
          />
        ) : null}
        {rules.gameType === 'reduced_system' && systemSizes.length > 1 ? (
          <ChoiceGroup
            legend={i18n.t('catalogue.entry.system-legend', 'System')}
            options={systemSizes.map((size) => ({ value: size, label: i18n.t('catalogue.entry.system', 'System {n}', { n: size }) }))}
            value={draft.systemSize}
            onChange={(size) => dispatch({ type: 'system-size', size })}
          />
        ) : null}
      </section>

      {rules.gameType === 'random' ? (
        <RandomCount
          count={draft.entries.length}
          min={Math.max(1, gameOffer.minGames)}
          max={gameOffer.maxGames}
          i18n={i18n}
          onAdd={() => dispatch({ type: 'add-entry' })}
          onRemove={() => dispatch({ type: 'remove-entry', entry: draft.entries.length - 1 })}
        />
      ) : (
        <EntryGames rules={rules} draft={draft} dispatch={dispatch} covered={state.covered} i18n={i18n} random={random} />
      )}

      <TicketTotal price={price} breakdown={breakdown} isFromPrice={state.isFromPrice} blockedReason={blockedReason} adding={adding} error={addError} i18n={i18n} onAdd={() => void addToCart()} />
    </div>
  );
}
