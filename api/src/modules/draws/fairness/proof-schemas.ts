import { Type } from 'typebox';
import type { Static } from 'typebox';
import type { PublicDrawProof, PublicTicketProof, TicketProofAnswer } from '@drawfront/shared/fairness/public-proof';
import { assertType, Nullable } from '../../../lib/typebox';
import type { SameShape } from '../../../lib/typebox';

const Balls = Type.Array(Type.Integer());
const Numbers = Type.Object({ numbers: Type.Optional(Balls), supplementary: Type.Optional(Balls), powerball: Type.Optional(Balls) });
const Machine = Type.Object({
  barrels: Type.Array(Type.Object({ min: Type.Integer(), max: Type.Integer(), sets: Type.Array(Type.Object({ key: Type.Enum(['numbers', 'supplementary', 'powerball']), count: Type.Integer() })) })),
});
const Hex = Type.String({ pattern: '^[0-9a-f]*$' });
const DivisionPrize = Type.Union([
  Type.Object({ kind: Type.Literal('jackpot') }),
  Type.Object({ kind: Type.Literal('pool'), shareBps: Type.Integer() }),
  Type.Object({ kind: Type.Literal('fixed'), cents: Type.Integer() }),
]);
const PrizeTable = Type.Object({
  machine: Machine,
  divisions: Type.Array(Type.Object({ division: Type.Integer(), numbers: Type.Integer(), supplementary: Type.Optional(Type.Integer()), powerball: Type.Optional(Type.Boolean()), prize: DivisionPrize })),
  poolShareOfSalesBps: Type.Integer(),
});
const Wins = Type.Array(Type.Object({ division: Type.Integer(), games: Type.Integer() }));

export const PublicDrawProofSchema = Type.Object({
  drawId: Type.Integer(),
  kind: Type.Enum(['lottery', 'raffle']),
  seedHash: Type.String(),
  seed: Nullable(Type.String()),
  machine: Nullable(Machine),
  prizeTable: Nullable(PrizeTable),
  numbers: Nullable(Numbers),
  closedAt: Nullable(Type.String()),
  drawnAt: Nullable(Type.String()),
  tickets: Nullable(Type.Object({ root: Hex, count: Type.Integer(), committedAt: Type.String() })),
});

export const PublicTicketProofSchema = Type.Object({
  drawId: Type.Integer(),
  ticketId: Type.String(),
  encoding: Type.String(),
  salt: Hex,
  proof: Nullable(Type.Object({ index: Type.Integer(), path: Type.Array(Type.Object({ side: Type.Enum(['left', 'right']), hash: Hex })) })),
  root: Nullable(Hex),
  entryNo: Nullable(Type.Integer()),
  division: Nullable(Type.Integer()),
  matched: Nullable(Numbers),
  wins: Nullable(Wins),
});

export const TicketProofSchema = Type.Object({ draw: PublicDrawProofSchema, ticket: Nullable(PublicTicketProofSchema), games: Type.Array(PublicTicketProofSchema) });
export const DrawProofParamsSchema = Type.Object({
  offerKey: Type.String({ pattern: '^[a-z0-9-]{1,80}$' }),
  drawNo: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
});

assertType<SameShape<Static<typeof PublicDrawProofSchema>, PublicDrawProof>>();
assertType<SameShape<Static<typeof PublicTicketProofSchema>, PublicTicketProof>>();
assertType<SameShape<Static<typeof TicketProofSchema>, TicketProofAnswer>>();
