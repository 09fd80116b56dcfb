import type {
  Autoplay, AutoplayList, CombinedRecurringPurchaseList, PaymentResolutionList, RecurringPurchaseMethods, RecurringRunReport, ScheduledPurchase,
  ScheduledPurchaseList, SubscriptionList,
} from '@drawfront/shared/contract/recurring';
import { LAST_ATTEMPT_STATUSES, PAYMENT_RESOLUTION_ACTIONS, RECURRING_STATUSES, SCHEDULED_PURCHASE_STATUSES } from '@drawfront/shared/rules/recurring-status';
import { Type } from 'typebox';
import type { Static } from 'typebox';
import { assertType, Nullable, PatternString } from '../../lib/typebox';
import type { SameShape } from '../../lib/typebox';
import { AmountSchema } from '../../schemas/money';
import { PageInfoSchema } from '../../schemas/paging';

const UUID = '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';
export const IdParamsSchema = Type.Object({ id: PatternString(UUID, 'must be a recurring purchase id (a UUID)') });
export const ActionParamsSchema = Type.Object({ action: Type.Enum(['pause', 'unpause']), id: IdParamsSchema.properties.id });

export const ListQuerySchema = Type.Object({
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000 })),
});
export const SubscriptionsQuerySchema = Type.Object({
  ...ListQuerySchema.properties,
  // Comma-separated offer keys (storefront §7 "lottery_keys").
  lottery_keys: Type.Optional(Type.String({ minLength: 1, maxLength: 1000 })),
});

const Picks = Type.Array(Type.Integer({ minimum: -1_000_000, maximum: 1_000_000 }), { maxItems: 50 });
const GamePicksSchema = Type.Object({ numbers: Type.Optional(Picks), powerball: Type.Optional(Picks), favourites: Type.Optional(Picks) }, { additionalProperties: false });
const Key = Type.String({ minLength: 1, maxLength: 100 });
/** Minor units as JSON sends them, or digits as a form does. */
const CentsInput = Type.Union([Type.Integer({ minimum: 0, maximum: 100_000_000_000 }), PatternString('^[0-9]{1,11}$', 'must be a whole number of cents')]);
const FlagInput = Type.Union([Type.Boolean(), Type.Enum(['true', 'false', '1', '0'])]);

export const StatusBodySchema = Type.Object(
  { status: Type.Enum([...RECURRING_STATUSES]), pausedUntil: Type.Optional(Nullable(PatternString('^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,3})?)?(Z|[+-]\\d{2}:\\d{2})$', 'must be a date and time (ISO 8601, e.g. 2026-12-01T09:00:00Z)'))) },
  { additionalProperties: false },
);
export const AutoplayChangeSchema = Type.Object(
  { minimumJackpotAmount: Type.Optional(Nullable(CentsInput)), quickpick: Type.Optional(FlagInput), games: Type.Optional(Type.Array(GamePicksSchema, { minItems: 1, maxItems: 200 })), causeKey: Type.Optional(Nullable(Key)) },
  { additionalProperties: false, minProperties: 1 },
);
export const MinimumJackpotBodySchema = Type.Object({ minimumJackpotAmount: CentsInput }, { additionalProperties: false });
export const QuickpickBodySchema = Type.Object({ quickpick: FlagInput }, { additionalProperties: false });
export const SubscriptionChangeSchema = Type.Object(
  { gameOffer: Type.Optional(Key), causeKey: Type.Optional(Key), numGames: Type.Optional(Type.Integer({ minimum: 1, maximum: 200 })) },
  { additionalProperties: false, minProperties: 1 },
);
// Query keys arrive as the client sends them (snake_case): only bodies are converted at the edge.
export const MethodQuerySchema = Type.Object({ recurring_purchase_method: Type.Enum(['wallet', 'card']) });

const LimitPauseSchema = Type.Object({ reason: Type.String(), message: Type.String(), resetsAt: Nullable(Type.String()) });
export const AutoplaySchema = Type.Object({
  autoplayId: Type.String(),
  kind: Type.Enum(['autoplay', 'subscription']),
  productType: Type.Enum(['lottery_ticket', 'raffle_ticket', 'syndicate_share']),
  productOfferKey: Type.String(),
  lotteryId: Type.Integer(),
  description: Type.String(),
  gameType: Type.Enum(['standard', 'deferred', 'powerhit', 'powerpik', 'random', 'reduced_system', 'strike_boxed', 'mega_combo', 'syndicate', 'lotto_party']),
  gameOfferName: Type.String(),
  numberOfGames: Nullable(Type.Integer()),
  numberOfTickets: Nullable(Type.Integer()),
  numberOfShares: Nullable(Type.Integer()),
  games: Type.Array(Type.Object({ numbers: Type.Optional(Type.Array(Type.Integer())), powerball: Type.Optional(Type.Array(Type.Integer())), favourites: Type.Optional(Type.Array(Type.Integer())) })),
  quickpick: Type.Boolean(),
  causeKey: Nullable(Type.String()),
  day: Nullable(Type.String()),
  minimumJackpotAmount: Nullable(AmountSchema),
  pricePerDraw: AmountSchema,
  status: Type.Enum([...RECURRING_STATUSES]),
  pausedUntil: Nullable(Type.String()),
  pauseReason: Nullable(Type.Enum(['customer', 'limit_reached', 'payment_resolution', 'play_break'])),
  limitPause: Nullable(LimitPauseSchema),
  defaultFund: Type.Object({ kind: Type.Enum(['wallet', 'card']) }),
  lastAttemptStatus: Nullable(Type.Enum([...LAST_ATTEMPT_STATUSES])),
  lastAttemptAt: Nullable(Type.String()),
  nextDraw: Nullable(Type.Object({ drawNo: Type.Integer(), drawDate: Type.String(), stop: Type.String() })),
  createdAt: Type.String(),
});
export const AutoplayListSchema = Type.Object({ autoplays: Type.Array(AutoplaySchema), pageInfo: PageInfoSchema });
export const SubscriptionListSchema = Type.Object({ subscriptions: Type.Array(AutoplaySchema), pageInfo: PageInfoSchema });

export const ScheduledPurchaseSchema = Type.Object({
  id: Type.String(),
  encodedId: Type.String(),
  productOfferKey: Type.String(),
  description: Type.String(),
  drawNo: Type.Integer(),
  drawDate: Type.String(),
  numberOfTickets: Type.Integer(),
  causeKey: Nullable(Type.String()),
  price: AmountSchema,
  status: Type.Enum([...SCHEDULED_PURCHASE_STATUSES]),
  lastAttemptStatus: Nullable(Type.Enum([...LAST_ATTEMPT_STATUSES])),
  checkoutId: Nullable(Type.String()),
  createdAt: Type.String(),
});
export const ScheduledPurchaseListSchema = Type.Object({ scheduledPurchases: Type.Array(ScheduledPurchaseSchema), pageInfo: PageInfoSchema });

export const CombinedListSchema = Type.Object({
  recurringPurchases: Type.Array(
    Type.Object({
      autoplayId: Type.String(),
      kind: Type.Enum(['autoplay', 'subscription', 'scheduled']),
      productOfferKey: Type.String(),
      description: Type.String(),
      status: Type.Enum([...RECURRING_STATUSES, ...SCHEDULED_PURCHASE_STATUSES]),
      lastAttemptStatus: Nullable(Type.Enum([...LAST_ATTEMPT_STATUSES])),
    }),
  ),
  pageInfo: PageInfoSchema,
});

export const PaymentResolutionListSchema = Type.Object({
  paymentResolutions: Type.Array(Type.Object({ id: Type.String(), autoplayId: Type.String(), action: Type.Enum([...PAYMENT_RESOLUTION_ACTIONS]), message: Type.String(), createdAt: Type.String() })),
});

export const RunReportSchema = Type.Object({ purchased: Type.Integer(), skipped: Type.Integer(), softFailures: Type.Integer(), hardFailures: Type.Integer(), limitPaused: Type.Integer() });

export const MethodsSchema = Type.Object({
  availableRecurringPurchaseMethods: Type.Array(Type.Object({ recurringPurchaseMethodKey: Type.Enum(['wallet', 'card']), disabled: Type.Boolean() })),
  selectedRecurringPurchaseMethodKey: Type.Enum(['wallet', 'card']),
});

assertType<SameShape<Static<typeof AutoplaySchema>, Autoplay>>();
assertType<SameShape<Static<typeof AutoplayListSchema>, AutoplayList>>();
assertType<SameShape<Static<typeof SubscriptionListSchema>, SubscriptionList>>();
assertType<SameShape<Static<typeof ScheduledPurchaseSchema>, ScheduledPurchase>>();
assertType<SameShape<Static<typeof ScheduledPurchaseListSchema>, ScheduledPurchaseList>>();
assertType<SameShape<Static<typeof CombinedListSchema>, CombinedRecurringPurchaseList>>();
assertType<SameShape<Static<typeof PaymentResolutionListSchema>, PaymentResolutionList>>();
assertType<SameShape<Static<typeof RunReportSchema>, RecurringRunReport>>();
assertType<SameShape<Static<typeof MethodsSchema>, RecurringPurchaseMethods>>();
