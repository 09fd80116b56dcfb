import { buildGameOffer, buildPowerballSet } from '../../../testing/build-offer';
import { cartItemFromDraft } from './cart-item';
import { draftReducer, initialDraft } from './ticket-draft';
import type { DraftAction, DraftRules } from './ticket-draft';

const offer = buildGameOffer({ key: 'oz-standard', minGames: 1, maxGames: 3, defaultGames: 3, numberSets: [buildGameOffer().numberSets[0]!, buildPowerballSet()] });
const rules: DraftRules = { ...offer, gameType: 'standard' };
const source = (...actions: DraftAction[]) => ({ lottery: 'oz-lotto', gameOffer: offer.key, gameType: 'standard' as const, rules, draft: actions.reduce(draftReducer(rules), initialDraft(rules)) });

describe('cartItemFromDraft', () => {
  it('sends the complete games only, with no price, and the optional fields only when chosen', () => {
    const item = cartItemFromDraft(
      source(
        { type: 'quick-pick', game: 0, picks: { numbers: [1, 2, 3, 4, 5, 6], powerball: [9] } },
        { type: 'toggle', game: 1, set: 'numbers', number: 7 },
        { type: 'draws', numDraws: 2 },
      ),
    );
    expect(item).toEqual({ lottery: 'oz-lotto', gameType: 'standard', gameOffer: 'oz-standard', numDraws: 2, games: [{ numbers: [1, 2, 3, 4, 5, 6], powerball: [9] }], quickpick: true });
  });

  it('is a quick pick only when every game sent was quick-picked', () => {
    const item = cartItemFromDraft({
      ...source(
        { type: 'quick-pick', game: 0, picks: { numbers: [1, 2, 3, 4, 5, 6], powerball: [9] } },
        { type: 'quick-pick', game: 1, picks: { numbers: [1, 2, 3, 4, 5, 6], powerball: [8] } },
        { type: 'toggle', game: 1, set: 'powerball', number: 8 },
        { type: 'toggle', game: 1, set: 'powerball', number: 2 },
        { type: 'day', day: 'monday' },
        { type: 'cause', causeKey: 'kids_hospital' },
      ),
      firstDrawNo: 4402,
    });
    expect(item).toMatchObject({ quickpick: false, day: 'monday', causeKey: 'kids_hospital', firstDrawNo: 4402 });
    expect(item.games).toHaveLength(2);
  });
});
