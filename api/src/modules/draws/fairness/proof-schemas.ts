import { Type } from 'typebox';
import type { Static } from 'typebox';
import type { PublicDrawProof, PublicTicketProof } from '@drawfront/shared/fairness/public-proof';
import { assertType, Nullable } from '../../../lib/typebox';
import type { SameShape } from '../../../lib/typebox';

const Balls = Type.Array(Type.Integer());
const Numbers = Type.Object({ numbers: Type.Optional(Balls), supplementary: Type.Optional(Balls), powerball: Type.Optional(Balls) });
const Machine = Type.Object({
  barrels: Type.Array(Type.Object({ min: Type.Integer(), max: Type.Integer(), sets: Type.Array(Type.Object({ key: Type.Enum(['numbers', 'supplementary', 'powerball']), count: Type.Integer() })) })),
});
const Hex = Type.String({ pattern: '^[0-9a-f]*$' });

export const PublicDrawProofSchema = Type.Object({
  drawId: Type.Integer(),
  kind: Type.Enum(['lottery', 'raffle']),
  seedHash: Type.String(),
  seed: Nullable(Type.String()),
  machine: Nullable(Machine),
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
});

export const TicketProofSchema = Type.Object({ draw: PublicDrawProofSchema, ticket: Nullable(PublicTicketProofSchema) });
export const DrawProofParamsSchema = Type.Object({
  offerKey: Type.String({ pattern: '^[a-z0-9-]{1,80}$' }),
  drawNo: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
});

assertType<SameShape<Static<typeof PublicDrawProofSchema>, PublicDrawProof>>();
assertType<SameShape<Static<typeof PublicTicketProofSchema>, PublicTicketProof>>();
