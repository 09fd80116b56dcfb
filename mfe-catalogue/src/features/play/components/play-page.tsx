import { useEffect, useMemo, useReducer, useState } from 'react';
import type { ReactNode } from 'react';
import type { Draw, GameOffer, GameTypeKey, ProductOffer } from '@drawfront/shared/contract/catalogue';
import type { I18n } from '@drawfront/shared/contract/i18n';
import type { RemoteProps } from '@drawfront/shared/contract/remote-props';
import type { SiteInfo } from '@drawfront/shared/contract/site';
import type { CartClient } from '@drawfront/shared/cart/cart-client';
import { addedLine, afterAdd } from '@drawfront/shared/cart/after-add';
import { formatMoney } from '@drawfront/shared/format/money';
import { multiDrawCount, ticketPrice } from '@drawfront/shared/rules/price';
import { canAddToCart, isGameComplete } from '@drawfront/shared/rules/ticket-completeness';
import { readableTextOn } from '@drawfront/shared/ui/colour-contrast';
import { Alert } from '@drawfront/shared/ui/alert';
import { errorMessage } from '@drawfront/shared/ui/error-message';
import { PageHeading } from '@drawfront/shared/ui/page-heading';
import { usePathTo } from '@drawfront/shared/routes/use-path-to';
import { usePageTitle } from '@drawfront/shared/ui/use-page-title';
import { addBlockText } from '../model/add-block-text';
import { cartItemFromDraft } from '../model/cart-item';
import { chooseFirstDraw } from '../model/first-draw';
import { draftReducer, initialDraft, minRows } from '../model/ticket-draft';
import { initialRecurringChoice, minimumJackpotCents, recurringOffered, withRecurring } from '../model/recurring-choice';
import type { DraftRules } from '../model/ticket-draft';
import { CauseChoice } from './cause-choice';
import { ChoiceGroup } from './choice-group';
import { DrawSummary } from './draw-summary';
import { NumberGames } from './number-games';
import { RecurringChoice } from './recurring-choice';
import { TicketCount } from './ticket-count';
import { TicketTotal } from '../../../components/ticket-total';
import '../../../components/ticket-builder.css';

export interface PlayPageProps extends Pick<RemoteProps, 'navigate' | 'notify' | 'bus'> {
  offer: ProductOffer;
  gameType: GameTypeKey;
  gameOffer: GameOffer;
  /** The offer's draws on sale, earliest first. */
  openDraws: readonly Draw[];
  /** The `?firstDrawNo=` parameter, if any. */
  firstDrawNo: string | null;
  /** The page's query string, whose utm parameters go on to /cart. */
  search: string;
  site: SiteInfo;
  i18n: I18n;
  now: Date;
  cartClient: Pick<CartClient, 'addItem'>;
  /** Random source for quick picks; crypto by default, fixed in tests. */
  random?: () => number;
  /** Links to the offer's other ways to play (systems, PowerHit…), shown under the heading; the app composes them. */
  waysToPlay?: ReactNode;
  /** The cause chosen before the page (`/causes/{causeSlug}/{offer}`). */
  initialCauseKey?: string | null;
  /** The signed-in customer's favourite numbers, for "use my favourites". */
  favourites?: readonly number[];
}

const gamesText = (count: number, i18n: I18n) =>
  count === 1 ? i18n.t('catalogue.play.one-game', '1 game') : i18n.t('catalogue.play.games-count', '{count} games', { count });
const ticketsText = (count: number, i18n: I18n) =>
  count === 1 ? i18n.t('catalogue.play.one-ticket', '1 ticket') : i18n.t('catalogue.play.tickets-count', '{count} tickets', { count });
const drawsText = (count: number, i18n: I18n) =>
  count === 1 ? i18n.t('catalogue.play.one-draw', '1 draw') : i18n.t('catalogue.play.draws-count', '{count} draws', { count });

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
  const pathTo = usePathTo(site);
  const rules = useMemo<DraftRules>(() => ({ ...gameOffer, gameType }), [gameOffer, gameType]);
  const reducer = useMemo(() => draftReducer(rules), [rules]);
  const [draft, dispatch] = useReducer(reducer, rules, initialDraft);
  const [adding, setAdding] = useState(false);
  useEffect(() => {
    if (initialCauseKey) dispatch({ type: 'cause', causeKey: initialCauseKey });
  }, [initialCauseKey]);
  const [addError, setAddError] = useState<string | null>(null);
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

  async function addToCart() {
    if (blockedReason) return;
    setAddError(null);
    setAdding(true);
    const item = withRecurring(cartItemFromDraft({ lottery: offer.key, gameOffer: gameOffer.key, gameType, rules, draft, firstDrawNo: firstDraw.laterDrawNo }), recurring, offer);
    try {
      const cart = await cartClient.addItem(item);
      // The cart page exists on every site (no capability), so pathTo always answers it.
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
  const prizeLabel = offer.type === 'raffle_ticket' ? i18n.t('catalogue.offer.prize', 'Prize') : i18n.t('catalogue.offer.jackpot', 'Jackpot');

  return (
    <div className="catalogue-page catalogue-play">
      <div className="catalogue-play__band" style={bandColour ? { background: offer.brandColour, color: bandColour } : undefined}>
        <PageHeading intro={offer.tagline || undefined}>{offer.name}</PageHeading>
      </div>
      {waysToPlay}

      <section className="catalogue-play-section" aria-labelledby="catalogue-play-draws-title">
        <h2 className="catalogue-play-section__title" id="catalogue-play-draws-title">
          {i18n.t('catalogue.play.draws', 'Draws')}
        </h2>
        {firstDraw.unavailableDrawNo !== null ? (
          <Alert tone="info">
            {i18n.t('catalogue.play.draw-unavailable', 'Draw {drawNo} is not on sale, so your ticket starts with the next draw.', { drawNo: firstDraw.unavailableDrawNo })}
          </Alert>
        ) : null}
        {firstDraw.draw ? (
          <DrawSummary draw={firstDraw.draw} now={now} i18n={i18n} prizeLabel={prizeLabel} />
        ) : (
          <p>{i18n.t('catalogue.offer.no-open-draw', 'The next draw opens soon')}</p>
        )}
        {recurringOffered(offer) ? <RecurringChoice offer={offer} value={recurring} i18n={i18n} onChange={setRecurring} /> : null}
        {gameOffer.drawOptions.length > 1 && !recurring.enabled ? (
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
        {offer.causes.length > 0 ? (
          <CauseChoice causes={offer.causes} value={draft.causeKey} i18n={i18n} onChange={(causeKey) => dispatch({ type: 'cause', causeKey })} />
        ) : null}
      </section>

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
        adding={adding}
        error={addError}
        i18n={i18n}
        onAdd={() => void addToCart()}
      />
    </div>
  );
}
