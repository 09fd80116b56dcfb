import type { Receipt, Ticket } from '@drawfront/shared/contract/purchase';
import { Type } from 'typebox';
import type { Static } from 'typebox';
import { assertType, Nullable, PatternString } from '../../lib/typebox';
import type { SameShape } from '../../lib/typebox';
import { CartItemAddSchema, CartItemSchema, KindCartItemSchema, LinePartSchema } from '../cart/schemas';
import { AmountSchema } from '../../schemas/money';
import { PageInfoSchema, PageQuerySchema } from '../../schemas/paging';

export const PurchaseBodySchema = Type.Object(
  { walletPurchase: Type.Optional(Type.Boolean()), items: Type.Optional(Type.Array(CartItemAddSchema, { minItems: 1, maxItems: 50 })) },
  { additionalProperties: false },
);

const Uuid = (what: string) => PatternString('^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$', `must be a ${what} id (a UUID)`);
/** A receipt is fetched by its checkout id or by the reference printed on it (`DF-7K3Q-9M2P`, any case, dashes optional). */
export const CheckoutParamsSchema = Type.Object({
  id: PatternString('^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|[Dd][Ff]-?[0-9A-HJKMNP-TV-Za-hjkmnp-tv-z]{4}-?[0-9A-HJKMNP-TV-Za-hjkmnp-tv-z]{4})$', 'must be a checkout id (a UUID) or a reference such as DF-7K3Q-9M2P'),
});
export const TicketParamsSchema = Type.Object({ id: Uuid('ticket') });
export const TicketsQuerySchema = Type.Object({ status: Type.Optional(Type.Enum(['upcoming', 'past'])), ...PageQuerySchema.properties });

const PURCHASE_STATUS = Type.Enum(['standard', 'pre_order']);

export const ReceiptSchema = Type.Object({
  checkoutId: Type.String(),
  reference: Type.Optional(Type.String()),
  purchasedAt: Type.String(),
  total: AmountSchema,
  lines: Type.Array(
    Type.Object({
      lotteryKey: Type.String(),
      productDescription: Type.String(),
      drawNo: Type.Integer(),
      drawDate: Type.String(),
      numDraws: Type.Integer(),
      numGames: Type.Integer(),
      purchasePrice: AmountSchema,
      purchaseStatus: PURCHASE_STATUS,
      favourite: Type.Optional(Type.Boolean()),
      hasFavouriteNumbers: Type.Optional(Type.Boolean()),
      productType: Type.Optional(Type.Enum(['lottery_ticket', 'multi_draw_ticket', 'raffle_ticket', 'syndicate_share', 'social_syndicate_share', 'membership'])),
      gameType: Type.Optional(CartItemSchema.properties.gameType),
      gamesCovered: Type.Optional(Type.Integer()),
      games: Type.Optional(CartItemSchema.properties.games),
      entryNos: Type.Optional(Type.Array(Type.Integer())),
      syndicateName: Type.Optional(Type.String()),
      syndicateSize: Type.Optional(Type.Integer()),
      parts: Type.Optional(Type.Array(LinePartSchema)),
      details: Type.Optional(KindCartItemSchema.properties.details),
      renewal: Type.Optional(Type.Object({ amount: AmountSchema, at: Type.String() })),
    }),
  ),
  balance: AmountSchema,
  promotion: Type.Optional(Type.Object({ code: Type.String(), productType: Type.String(), discount: AmountSchema })),
  trackingData: Type.Object({
    goals: Type.Array(Type.String()),
    products: Type.Array(
      Type.Object({
        brand: Type.String(),
        analyticsProductType: Type.String(),
        causeKey: Nullable(Type.String()),
        productDescription: Type.String(),
        drawDate: Type.String(),
        drawNo: Type.Integer(),
        hasFavouriteNumbers: Type.Boolean(),
        analyticsName: Type.String(),
        numDraws: Type.Integer(),
        numGames: Type.Integer(),
        purchasePrice: Type.Integer(),
        prizePool: Nullable(Type.Integer()),
        lotteryKey: Type.String(),
        recurringPurchaseEnabled: Type.Boolean(),
        recurringPurchaseType: Nullable(Type.String()),
        analyticsVariant: Type.String(),
        purchaseStatus: PURCHASE_STATUS,
        daysOfWeek: Type.Integer(),
      }),
    ),
  }),
});

const Picks = Type.Optional(Type.Array(Type.Integer()));
/** Winning or matched numbers by set (groups spec §4); `numbers` always, the other sets where the lottery draws them. */
const ResultNumbersSchema = Type.Object({ numbers: Type.Array(Type.Integer()), supplementary: Picks, powerball: Picks });
export const TicketSchema = Type.Object({
  id: Type.String(),
  checkoutId: Type.String(),
  lotteryKey: Type.String(),
  offerName: Type.String(),
  offerUrl: Type.String(),
  drawNo: Type.Integer(),
  drawDate: Type.String(),
  games: Type.Array(Type.Object({ numbers: Picks, powerball: Picks, favourites: Picks, entryNo: Type.Optional(Type.Integer()) })),
  gamesCovered: Type.Optional(Type.Integer()),
  gameType: Type.Optional(Type.Enum(['standard', 'deferred', 'powerhit', 'powerpik', 'random', 'reduced_system', 'strike_boxed', 'mega_combo', 'syndicate', 'lotto_party'])),
  price: AmountSchema,
  status: Type.Enum(['upcoming', 'past']),
  drawStatus: Type.Enum(['DRAW_OPEN', 'DRAW_CAPPED', 'DRAW_CLOSED', 'DRAW_DRAWN', 'DRAW_SCORED', 'DRAW_PAID', 'DRAW_EMAILED']),
  outcome: Nullable(
    Type.Object({
      winningNumbers: ResultNumbersSchema,
      games: Type.Array(Type.Object({ matched: ResultNumbersSchema, division: Nullable(Type.Integer()), wins: Type.Optional(Type.Array(Type.Object({ division: Type.Integer(), games: Type.Integer() }))), prize: Type.Optional(Nullable(AmountSchema)) })),
      prize: Nullable(AmountSchema),
      prizeStatus: Type.Enum(['none', 'pending', 'paid', 'claim_required']),
    }),
  ),
  entryNo: Type.Optional(Type.Integer()),
  reference: Type.Optional(Type.String()),
});
export const TicketsResponseSchema = Type.Object({ tickets: Type.Array(TicketSchema), pageInfo: PageInfoSchema });

assertType<SameShape<Static<typeof ReceiptSchema>, Receipt>>();
assertType<SameShape<Static<typeof TicketSchema>, Ticket>>();
