import type {
  CustomerFullResult,
  CustomerPastResults,
  DrawPreview,
  DrawDetails,
  DrawPrizes,
  DrawResultSummary,
  DrawWinners,
  FullResults,
  NumberStatistics,
  PastResults,
  ResultKeys,
} from '@drawfront/shared/contract/draws';
import { Type } from 'typebox';
import type { Static } from 'typebox';
import { assertType, Nullable } from '../../lib/typebox';
import type { SameShape } from '../../lib/typebox';

import { DRAW_STATUSES } from '../draws/draw-status';
import { AmountSchema } from '../../schemas/money';
import { PageInfoSchema } from '../../schemas/paging';

/** Past results page size (groups spec §9 "past results page size 5"). */
export const RESULTS_PAGE_DEFAULTS = { limit: 5, offset: 0 } as const;
/** Statistics count the last 25 draws unless asked for 1 to 200. */
export const STATISTICS_DEFAULT_DRAWS = 25;

const OfferKey = Type.String({ pattern: '^[a-z0-9-]{1,80}$' });
const PricingId = Type.String({ pattern: '^[A-Za-z0-9_-]{1,40}$' });
const DrawNo = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });

export const ResultsPageQuerySchema = Type.Object({
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
  offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000 })),
});
export const PricingParamsSchema = Type.Object({ pricingId: PricingId });
export const PricingOfferParamsSchema = Type.Object({ pricingId: PricingId, offerKey: OfferKey });
export const OfferParamsSchema = Type.Object({ offerKey: OfferKey });
/** `latest` names every offer of the site; a year before the first draw or after 9999 cannot name a month of results. */
export const ArchivedParamsSchema = Type.Object({
  offerKey: OfferKey,
  year: Type.Integer({ minimum: 1970, maximum: 9999 }),
  month: Type.Integer({ minimum: 1, maximum: 12 }),
});
export const DrawParamsSchema = Type.Object({ offerKey: OfferKey, drawNo: DrawNo });
export const StatisticsQuerySchema = Type.Object({ draws: Type.Optional(Type.Integer({ minimum: 1, maximum: 200 })) });

const SetKey = Type.Enum(['numbers', 'supplementary', 'powerball']);
const Balls = Type.Array(Type.Integer());
const ResultNumbersSchema = Type.Object({ numbers: Balls, supplementary: Type.Optional(Balls), powerball: Type.Optional(Balls) });

export const DrawResultSummarySchema = Type.Object({
  offerKey: Type.String(),
  offerName: Type.String(),
  offerUrl: Type.String(),
  drawType: Type.Enum(['lottery_ticket_draw', 'syndicate_share_draw', 'raffle_ticket_draw']),
  brandKind: Type.Enum(['Lotto', 'Raffle', 'Jackpot', 'Strike']),
  drawNo: Type.Integer(),
  drawDate: Type.String(),
  status: Type.Enum([...DRAW_STATUSES]),
  numbers: Nullable(ResultNumbersSchema),
  jackpot: Nullable(AmountSchema),
  jackpotSuffix: Nullable(Type.String()),
  jackpotRolledOver: Type.Boolean(),
});

const DivisionResultSchema = Type.Object({ division: Type.Integer(), description: Type.String(), winners: Type.Integer(), prize: Nullable(AmountSchema) });
const RaffleWinnerSchema = Type.Object({ rank: Type.Integer(), ticketNumber: Type.Integer(), prizeDescription: Type.String(), prize: Nullable(AmountSchema), winnerName: Type.String() });

export const DrawDetailsSchema = Type.Object({
  ...DrawResultSummarySchema.properties,
  divisions: Type.Array(DivisionResultSchema),
  totalWinners: Type.Integer(),
  totalPrizes: Nullable(AmountSchema),
  raffleWinners: Type.Array(RaffleWinnerSchema),
  fairness: Type.Object({
    algorithm: Type.String(),
    seedHash: Type.String(),
    seed: Nullable(Type.String()),
    barrels: Type.Array(Type.Object({ min: Type.Integer(), max: Type.Integer(), sets: Type.Array(Type.Object({ key: SetKey, count: Type.Integer() })) })),
    ticketsSold: Type.Optional(Type.Integer()),
  }),
  previousDrawNo: Nullable(Type.Integer()),
  nextDrawNo: Nullable(Type.Integer()),
});

export const DrawPrizesSchema = Type.Object({
  offerKey: Type.String(),
  drawNo: Type.Integer(),
  divisions: Type.Array(DivisionResultSchema),
  totalWinners: Type.Integer(),
  totalPrizes: Nullable(AmountSchema),
});
export const DrawWinnersSchema = Type.Object({ offerKey: Type.String(), drawNo: Type.Integer(), winners: Type.Array(RaffleWinnerSchema) });

export const FullResultsSchema = Type.Object({ results: Type.Array(DrawResultSummarySchema) });
export const ResultKeysSchema = Type.Object({ lotteries: Type.Array(Type.String()), raffles: Type.Array(Type.String()) });
export const PastResultsSchema = Type.Object({ results: Type.Array(DrawResultSummarySchema), pageInfo: PageInfoSchema });
export const CustomerPastResultsSchema = Type.Object({
  results: Type.Array(Type.Object({ ...DrawResultSummarySchema.properties, ticketCount: Type.Integer(), totalPrize: Nullable(AmountSchema) })),
  pageInfo: PageInfoSchema,
});

export const DrawPreviewSchema = Type.Object({
  ...DrawResultSummarySchema.properties,
  salesStop: Type.String(),
  purchaseStatus: Type.Enum(['open', 'sold_out', 'past_draw', 'pre_order']),
  onSale: Type.Boolean(),
});

export const CustomerFullResultSchema = Type.Object({
  ...DrawResultSummarySchema.properties,
  games: Type.Array(
    Type.Object({
      ticketId: Type.String(),
      gameType: Type.String(),
      picks: Type.Object({ numbers: Type.Optional(Balls), powerball: Type.Optional(Balls) }),
      entryNo: Nullable(Type.Integer()),
      matched: Nullable(ResultNumbersSchema),
      division: Nullable(Type.Integer()),
      prize: Nullable(AmountSchema),
      prizeStatus: Type.Enum(['none', 'pending', 'paid', 'claim_required']),
    }),
  ),
  totalPrize: Nullable(AmountSchema),
});

const NumberFrequencySchema = Type.Object({
  number: Type.Integer(),
  timesDrawn: Type.Integer(),
  lastDrawnNo: Nullable(Type.Integer()),
  lastDrawnDate: Nullable(Type.String()),
  drawsSince: Type.Integer(),
});
export const NumberStatisticsSchema = Type.Object({
  offerKey: Type.String(),
  drawsCounted: Type.Integer(),
  firstDrawNo: Nullable(Type.Integer()),
  lastDrawNo: Nullable(Type.Integer()),
  sets: Type.Array(
    Type.Object({ key: SetKey, min: Type.Integer(), max: Type.Integer(), numbers: Type.Array(NumberFrequencySchema), hot: Type.Array(Type.Integer()), cold: Type.Array(Type.Integer()) }),
  ),
});

assertType<SameShape<Static<typeof DrawResultSummarySchema>, DrawResultSummary>>();
assertType<SameShape<Static<typeof DrawDetailsSchema>, DrawDetails>>();
assertType<SameShape<Static<typeof DrawPrizesSchema>, DrawPrizes>>();
assertType<SameShape<Static<typeof DrawWinnersSchema>, DrawWinners>>();
assertType<SameShape<Static<typeof FullResultsSchema>, FullResults>>();
assertType<SameShape<Static<typeof ResultKeysSchema>, ResultKeys>>();
assertType<SameShape<Static<typeof PastResultsSchema>, PastResults>>();
assertType<SameShape<Static<typeof CustomerPastResultsSchema>, CustomerPastResults>>();
assertType<SameShape<Static<typeof NumberStatisticsSchema>, NumberStatistics>>();
assertType<SameShape<Static<typeof DrawPreviewSchema>, DrawPreview>>();
assertType<SameShape<Static<typeof CustomerFullResultSchema>, CustomerFullResult>>();
