import { useCallback, useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import type { Draw, GameOffer, GameTypeKey } from '@drawfront/shared/contract/catalogue';
import type { SiteInfo } from '@drawfront/shared/contract/site';
import { formatMoney } from '@drawfront/shared/format/money';
import { multiDrawCount, ticketPrice } from '@drawfront/shared/rules/price';
import { canAddToCart, isGameComplete } from '@drawfront/shared/rules/ticket-completeness';
import { usePageTitle } from '@drawfront/shared/ui/use-page-title';
import type { BuilderPageProps } from '../../../components/ticket-builder/builder-page-props';
import { drawsText, gamesText, ticketsText } from '../../../components/ticket-builder/builder-texts';
import { DrawChoices } from '../../../components/ticket-builder/draw-choices';
import { DrawsSection } from '../../../components/ticket-builder/draws-section';
import { OfferBand } from '../../../components/ticket-builder/offer-band';
import { TicketCount } from '../../../components/ticket-builder/ticket-count';
import { TicketTotal } from '../../../components/ticket-builder/ticket-total';
import { useAddToCart } from '../../../components/ticket-builder/use-add-to-cart';
import { addBlockText } from '../model/add-block-text';
import { cartItemFromDraft } from '../model/cart-item';
import { chooseFirstDraw } from '../model/first-draw';
import { draftReducer, initialDraft, minRows } from '../model/ticket-draft';
import { restoreTicketDraft } from '../model/restore-ticket-draft';
import { useSavedDraft } from '../../../components/ticket-builder/use-saved-draft';
import { initialRecurringChoice, minimumJackpotCents, recurringOffered, withRecurring } from '../model/recurring-choice';
import type { DraftRules } from '../model/ticket-draft';
import { CauseChoice } from './cause-choice';
import { NumberGames } from './number-games';
import { RecurringChoice } from './recurring-choice';
import '../../../components/ticket-builder/ticket-builder.css';

export interface PlayPageProps extends BuilderPageProps {
  gameType: GameTypeKey;
  gameOffer: GameOffer;
  /** The offer's draws on sale, earliest first. */
  openDraws: readonly Draw[];
  /** The `?firstDrawNo=` parameter, if any. */
  firstDrawNo: string | null;
  /** Random source for quick picks; crypto by default, fixed in tests. */
  random?: () => number;
  /** Links to the offer's other ways to play (systems, PowerHit…), shown under the heading; the app composes them. */
  waysToPlay?: ReactNode;
  /** The cause chosen before the page (`/causes/{causeSlug}/{offer}`). */
  initialCauseKey?: string | null;
  /** The signed-in customer's favourite numbers, for "use my favourites". */
  favourites?: readonly number[];
}

/** The ticket price formatted for the site, or null when the price table has no price for this many games. */
function formattedPrice(gameOffer: GameOffer, games: number, draws: number, site: SiteInfo): string | null {
  try {
    return formatMoney(ticketPrice(gameOffer.prices, games, draws), gameOffer.priceCurrency || site.currency, site.locale);
  } catch {
    return null;
  }
}

/** The play page of one offer's game type: pick numbers game by game, choose draws, day and cause, and add the ticket to the cart. */
export function PlayPage({ offer, gameType, gameOffer, openDraws, firstDrawNo, search, site, i18n, now, cartClient, navigate, notify, bus, random, waysToPlay, initialCauseKey, favourites }: PlayPageProps) {
  usePageTitle(offer.name, site.name);
  const rules = useMemo<DraftRules>(() => ({ ...gameOffer, gameType }), [gameOffer, gameType]);
  const reducer = useMemo(() => draftReducer(rules), [rules]);
  const initial = useCallback(() => initialDraft(rules), [rules]);
  const restore = useCallback((saved: unknown) => restoreTicketDraft(saved, rules), [rules]);
  // The customer's picks survive a reload; once the ticket is in the cart the builder starts afresh.
  const { draft, dispatch, reset } = useSavedDraft({ site: site.key, builder: `play-${gameType}`, offer: `${offer.key}/${gameOffer.key}` }, reducer, initial, restore);
  useEffect(() => {
    if (initialCauseKey) dispatch({ type: 'cause', causeKey: initialCauseKey });
  }, [initialCauseKey, dispatch]);
  const cart = useAddToCart({ offerKey: offer.key, search, site, i18n, cartClient, navigate, notify, bus, onAdded: reset });
  const [recurring, setRecurring] = useState(() => initialRecurringChoice(offer));
  const { numberSets, minGames, maxGames } = gameOffer;
  const complete = draft.games.map((game) => isGameComplete(game, numberSets, gameType));
  const completeCount = complete.filter(Boolean).length;
  const partlyFilled = draft.games.some((game, index) => !complete[index] && numberSets.some((set) => (game[set.key]?.length ?? 0) > 0));
  const firstDraw = chooseFirstDraw(openDraws, firstDrawNo);

  const check = canAddToCart({
    games: draft.games,
    numberSets,
    gameType,
    minGames,
    daysSelectable: gameOffer.days.length > 0,
    day: draft.day,
    offerHasCauses: offer.causes.length > 0,
    causeKey: draft.causeKey,
  });
  const blockedReason = !firstDraw.draw
    ? i18n.t('catalogue.play.block.no-draw', 'No draw is on sale right now')
    : check.ok
      ? recurring.enabled && minimumJackpotCents(recurring.minimumJackpot) === undefined
        ? i18n.t('catalogue.play.block.minimum-jackpot', 'Enter a minimum jackpot in dollars, or leave it empty')
        : null
      : addBlockText(check.reason, minGames, i18n);

  // Priced by complete games (what goes in the cart); below minGames the minimum ticket is shown as "from".
  // An autoplay line buys one draw now (storefront §5: numDraws autoplay counts as 1).
  const draws = recurring.enabled ? 1 : multiDrawCount(draft.numDraws);
  const isFromPrice = completeCount < minRows(rules);
  const pricedGames = isFromPrice ? minRows(rules) : completeCount;
  const price = formattedPrice(gameOffer, pricedGames, draws, site);

  const addToCart = () => {
    if (!blockedReason) void cart.add(() => withRecurring(cartItemFromDraft({ lottery: offer.key, gameOffer: gameOffer.key, gameType, rules, draft, firstDrawNo: firstDraw.laterDrawNo }), recurring, offer));
  };

  const prizeLabel = offer.type === 'raffle_ticket' ? i18n.t('catalogue.offer.prize', 'Prize') : i18n.t('catalogue.offer.jackpot', 'Jackpot');

  return (
    <div className="catalogue-page catalogue-play">
      <OfferBand brandColour={offer.brandColour} intro={offer.tagline || undefined}>
        {offer.name}
      </OfferBand>
      {waysToPlay}

      <DrawsSection titleId="catalogue-play-draws-title" firstDraw={firstDraw} now={now} i18n={i18n} prizeLabel={prizeLabel}>
        {recurringOffered(offer) ? <RecurringChoice offer={offer} value={recurring} i18n={i18n} onChange={setRecurring} /> : null}
        <DrawChoices
          gameOffer={gameOffer}
          numDraws={draft.numDraws}
          day={draft.day}
          asksDraws={!recurring.enabled}
          i18n={i18n}
          onDraws={(numDraws) => dispatch({ type: 'draws', numDraws })}
          onDay={(day) => dispatch({ type: 'day', day })}
        />
        {offer.causes.length > 0 ? (
          <CauseChoice causes={offer.causes} value={draft.causeKey} i18n={i18n} onChange={(causeKey) => dispatch({ type: 'cause', causeKey })} />
        ) : null}
      </DrawsSection>

      {numberSets.length === 0 ? (
        <section className="catalogue-play-section" aria-labelledby="catalogue-play-games-title">
          <h2 className="catalogue-play-section__title" id="catalogue-play-games-title">
            {i18n.t('catalogue.play.tickets', 'Your tickets')}
          </h2>
          <TicketCount
            count={draft.games.length}
            min={minRows(rules)}
            max={maxGames}
            i18n={i18n}
            onAdd={() => dispatch({ type: 'add-game' })}
            onRemove={() => dispatch({ type: 'remove-game', game: draft.games.length - 1 })}
          />
        </section>
      ) : (
        <NumberGames draft={draft} dispatch={dispatch} rules={rules} complete={complete} i18n={i18n} random={random} favourites={favourites} />
      )}

      <TicketTotal
        price={price}
        breakdown={[
          i18n.t('catalogue.play.breakdown', '{games} × {draws}', { games: (numberSets.length ? gamesText : ticketsText)(pricedGames, i18n), draws: drawsText(draws, i18n) }),
          partlyFilled ? i18n.t('catalogue.play.partly-filled', 'Games that are not complete are left out.') : '',
        ]
          .filter(Boolean)
          .join('. ')}
        isFromPrice={isFromPrice}
        blockedReason={blockedReason}
        cart={cart}
        i18n={i18n}
        onAdd={addToCart}
      />
    </div>
  );
}
