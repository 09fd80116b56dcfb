import { LUCKY_STRIKE_PRIZES } from './game-types';
import { SEED_OFFERS } from './offers';
import type { DivisionPrize, DivisionRule, PrizeTable } from '../schema/json-types';

// Prize divisions of every seeded lottery, modelled on the real games they resemble (Saturday Lotto,
// Mon & Wed Lotto, Powerball and Set for Life in Australia), with invented money. Division 1 always
// shares the draw's advertised jackpot; the middle divisions share a slice of sales; the lowest
// divisions pay fixed amounts, so a draw with few tickets sold (every development database) still pays
// sensible small prizes instead of a few cents. Pool shares are sized so that, at the game's price and
// odds, an average draw pays roughly what the real game's dividends are (noted per division).

const jackpot: DivisionPrize = { kind: 'jackpot' };
const pool = (shareBps: number): DivisionPrize => ({ kind: 'pool', shareBps });
const fixed = (cents: number): DivisionPrize => ({ kind: 'fixed', cents });

/** 6 from 45 with 2 supplementaries from the same barrel. */
function sixFromFortyFive(fixedCents: { division5: number; division6: number }): PrizeTable {
  const division6 = fixed(fixedCents.division6);
  const divisions: DivisionRule[] = [
    { division: 1, numbers: 6, prize: jackpot }, // 1 in 8,145,060
    { division: 2, numbers: 5, supplementary: 1, prize: pool(1000) }, // 1 in 678,755: about $6,600 at 75c a game
    { division: 3, numbers: 5, prize: pool(4000) }, // 1 in 36,690: about $1,400
    { division: 4, numbers: 4, prize: pool(5000) }, // 1 in 733: about $36
    { division: 5, numbers: 3, supplementary: 1, prize: fixed(fixedCents.division5) }, // 1 in 298
    { division: 6, numbers: 2, supplementary: 2, prize: division6 }, // with the rule below: 1 in 144
    { division: 6, numbers: 1, supplementary: 2, prize: division6 },
  ];
  return {
    machine: { barrels: [{ min: 1, max: 45, sets: [{ key: 'numbers', count: 6 }, { key: 'supplementary', count: 2 }] }] },
    divisions,
    poolShareOfSalesBps: 1300,
  };
}

const SATURDAY_SUPER_DRAW = sixFromFortyFive({ division5: 2000, division6: 1100 });

/** 7 from 35, then a Powerball from 1–20 out of a second barrel. */
const THURSDAY_STARBURST: PrizeTable = {
  machine: { barrels: [{ min: 1, max: 35, sets: [{ key: 'numbers', count: 7 }] }, { min: 1, max: 20, sets: [{ key: 'powerball', count: 1 }] }] },
  divisions: [
    { division: 1, numbers: 7, powerball: true, prize: jackpot }, // 1 in 134,490,400
    { division: 2, numbers: 7, prize: pool(2800) }, // 1 in 7,078,442: about $200,000 at $1.40 a game
    { division: 3, numbers: 6, powerball: true, prize: pool(720) }, // 1 in 686,176: about $5,000
    { division: 4, numbers: 6, prize: pool(1370) }, // 1 in 36,115: about $500
    { division: 5, numbers: 5, powerball: true, prize: pool(880) }, // 1 in 16,943: about $150
    { division: 6, numbers: 4, powerball: true, prize: pool(4230) }, // 1 in 1,173: about $50
    { division: 7, numbers: 5, prize: fixed(2500) }, // 1 in 892
    { division: 8, numbers: 3, powerball: true, prize: fixed(1200) }, // 1 in 188
    { division: 9, numbers: 2, powerball: true, prize: fixed(1000) }, // 1 in 65
  ],
  poolShareOfSalesBps: 720,
};

const MIDWEEK_DRAW = sixFromFortyFive({ division5: 1800, division6: 1000 });

/**
 * 7 from 44 with 2 supplementaries. Division 1 is advertised as a sum "every month for a year"; it is
 * still the jackpot here (one amount shared by the division's winners), paid out as the offer describes.
 */
const FRIDAY_WINDFALL: PrizeTable = {
  machine: { barrels: [{ min: 1, max: 44, sets: [{ key: 'numbers', count: 7 }, { key: 'supplementary', count: 2 }] }] },
  divisions: [
    { division: 1, numbers: 7, prize: jackpot }, // 1 in 38,320,568
    { division: 2, numbers: 6, supplementary: 1, prize: pool(1900) }, // 1 in 2,737,183: about $50,000 at 90c a game
    { division: 3, numbers: 6, prize: pool(670) }, // 1 in 156,411: about $1,000
    { division: 4, numbers: 5, prize: pool(1520) }, // 1 in 2,740: about $40
    { division: 5, numbers: 4, prize: pool(5910) }, // 1 in 141: about $8
    { division: 6, numbers: 3, supplementary: 1, prize: fixed(600) }, // 1 in 80
    { division: 7, numbers: 3, prize: fixed(250) }, // 1 in 21
    { division: 8, numbers: 2, supplementary: 1, prize: fixed(200) }, // 1 in 16
  ],
  poolShareOfSalesBps: 1070,
};

/** Every lottery offer's table by offer key; the syndicate's tickets are Saturday Super Draw games. */
export const PRIZE_TABLES: Record<string, PrizeTable> = {
  'saturday-super-draw': SATURDAY_SUPER_DRAW,
  'thursday-starburst': THURSDAY_STARBURST,
  'midweek-draw': MIDWEEK_DRAW,
  'friday-windfall': FRIDAY_WINDFALL,
  'super-draw-syndicate': SATURDAY_SUPER_DRAW,
  'lucky-strike': LUCKY_STRIKE_PRIZES,
};

export interface RafflePrize {
  rank: number;
  description: string;
  cents: number;
}

/**
 * The prizes every draw of a raffle gives after its first prize. The first prize is the draw's own
 * (its name and prize value in offers.ts, stored on the draw row), so it is not repeated here.
 */
export const RAFFLE_RUNNER_UP_PRIZES: Record<string, Omit<RafflePrize, 'rank'>[]> = {
  'dream-home-raffle': [
    { description: '$20,000 cash', cents: 2_000_000 },
    { description: '$5,000 cash', cents: 500_000 },
    ...Array.from({ length: 5 }, () => ({ description: '$1,000 gift card', cents: 100_000 })),
  ],
  'river-restoration-raffle': [
    { description: '$5,000 cash', cents: 500_000 },
    ...Array.from({ length: 3 }, () => ({ description: '$500 outdoor gear voucher', cents: 50_000 })),
  ],
  'shelter-raffle': [
    { description: '$2,000 cash', cents: 200_000 },
    ...Array.from({ length: 2 }, () => ({ description: '$250 pet supplies voucher', cents: 25_000 })),
  ],
  'harbour-hideaway-raffle': [
    { description: '$10,000 cash', cents: 1_000_000 },
    ...Array.from({ length: 2 }, () => ({ description: '$500 sailing voucher', cents: 50_000 })),
  ],
};

/**
 * Every prize of one raffle draw, first prize first: the number of winning tickets to draw is its length.
 * The draw's name "Draw 431: Beachside family home" gives the first prize "Beachside family home".
 */
export function rafflePrizes(offerKey: string, draw: { drawNo: number; name: string | null; prizePoolCents: number | null }): RafflePrize[] {
  const runnersUp = RAFFLE_RUNNER_UP_PRIZES[offerKey];
  if (!runnersUp) throw new Error(`No raffle prizes for offer "${offerKey}"; raffles with prizes: ${Object.keys(RAFFLE_RUNNER_UP_PRIZES).join(', ')}`);
  if (draw.prizePoolCents === null) throw new Error(`Draw ${draw.drawNo} of ${offerKey} has no first prize value`);
  const firstPrize = draw.name?.replace(/^Draw \d+:\s*/, '') || `First prize of draw ${draw.drawNo}`;
  return [{ description: firstPrize, cents: draw.prizePoolCents }, ...runnersUp].map((prize, index) => ({ rank: index + 1, ...prize }));
}

/** Each seeded raffle draw's prizes by offer key and draw number, in the shape the results pages list. */
export const RAFFLE_PRIZES: Record<string, Record<number, { prizes: RafflePrize[] }>> = Object.fromEntries(
  SEED_OFFERS.filter((offer) => offer.draws.kind === 'raffle').map((offer) => [
    offer.key,
    Object.fromEntries(
      (offer.draws.kind === 'raffle' ? offer.draws.draws : []).map((draw) => [draw.drawNo, { prizes: rafflePrizes(offer.key, { drawNo: draw.drawNo, name: draw.name, prizePoolCents: draw.prizeValueCents }) }]),
    ),
  ]),
);
