import { useCallback, useMemo } from 'react';
import type { Draw, GameTypeKey } from '@drawfront/shared/contract/catalogue';
import type { I18n } from '@drawfront/shared/contract/i18n';
import { formatMoney } from '@drawfront/shared/format/money';
import { usePageTitle } from '@drawfront/shared/ui/use-page-title';
import type { BuilderPageProps } from '../../../components/ticket-builder/builder-page-props';
import { drawsText, gamesText } from '../../../components/ticket-builder/builder-texts';
import { ChoiceGroup } from '../../../components/ticket-builder/choice-group';
import { DrawChoices } from '../../../components/ticket-builder/draw-choices';
import { DrawsSection } from '../../../components/ticket-builder/draws-section';
import { OfferBand } from '../../../components/ticket-builder/offer-band';
import { TicketTotal } from '../../../components/ticket-builder/ticket-total';
import { useAddToCart } from '../../../components/ticket-builder/use-add-to-cart';
import { entryReducer, initialEntryDraft } from '../model/entry-draft';
import { restoreEntryDraft } from '../model/restore-entry-draft';
import { useSavedDraft } from '../../../components/ticket-builder/use-saved-draft';
import { entryCartItem, lineState } from '../model/entry-line';
import type { EntryBlock } from '../model/entry-line';
import type { EntryRules } from '../model/entry-rules';
import { gameTypeIntro, gameTypeName } from '../model/game-type-texts';
import { EntryGames } from './entry-games';
import { RandomCount } from './random-count';
import { WaysToPlay } from './ways-to-play';
import '../../../components/ticket-builder/ticket-builder.css';
import './game-types.css';

export interface EntryPageProps extends BuilderPageProps {
  rules: EntryRules;
  /** The line's first draw (the play route reads `?firstDrawNo=`); `laterDrawNo` goes in the cart item. */
  firstDraw: { draw: Draw | null; laterDrawNo: number | null; unavailableDrawNo: number | null };
  /** The offer's ways to play that have a page, with their paths. */
  ways: readonly { gameType: GameTypeKey; path: string }[];
  /** Random source for quick picks; crypto by default, fixed in tests. */
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
  const reducer = useMemo(() => entryReducer(rules), [rules]);
  const initial = useCallback(() => initialEntryDraft(rules), [rules]);
  const restore = useCallback((saved: unknown) => restoreEntryDraft(saved, rules), [rules]);
  // The customer's entries survive a reload; once the line is in the cart the builder starts afresh.
  const { draft, dispatch, reset } = useSavedDraft({ site: site.key, builder: rules.gameType, offer: `${offer.key}/${rules.gameOffer.key}` }, reducer, initial, restore);
  const cart = useAddToCart({ offerKey: offer.key, search, site, i18n, cartClient, navigate, notify, bus, onAdded: reset });
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

  const addToCart = () => {
    if (!blockedReason) void cart.add(() => entryCartItem(rules, draft, offer.key, firstDraw.laterDrawNo));
  };

  const systemSizes = gameOffer.systemSizes ?? [];
  return (
    <div className="catalogue-page catalogue-entry">
      <OfferBand brandColour={offer.brandColour} intro={gameTypeIntro(rules, i18n)}>
        {i18n.t('catalogue.entry.heading', '{offer}: {way}', { offer: offer.name, way: typeName })}
      </OfferBand>
      <WaysToPlay ways={ways} current={rules.gameType} i18n={i18n} />

      <DrawsSection titleId="catalogue-entry-draws-title" firstDraw={firstDraw} now={now} i18n={i18n}>
        <DrawChoices
          gameOffer={gameOffer}
          numDraws={draft.numDraws}
          day={draft.day}
          i18n={i18n}
          onDraws={(numDraws) => dispatch({ type: 'draws', numDraws })}
          onDay={(day) => dispatch({ type: 'day', day })}
        />
        {rules.gameType === 'reduced_system' && systemSizes.length > 1 ? (
          <ChoiceGroup
            legend={i18n.t('catalogue.entry.system-legend', 'System')}
            options={systemSizes.map((size) => ({ value: size, label: i18n.t('catalogue.entry.system', 'System {n}', { n: size }) }))}
            value={draft.systemSize}
            onChange={(size) => dispatch({ type: 'system-size', size })}
          />
        ) : null}
      </DrawsSection>

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

      <TicketTotal price={price} breakdown={breakdown} isFromPrice={state.isFromPrice} blockedReason={blockedReason} cart={cart} i18n={i18n} onAdd={addToCart} />
    </div>
  );
}
