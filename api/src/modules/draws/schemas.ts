import { Type } from 'typebox';
import { Nullable } from '../../lib/typebox';
import { DRAW_STATUSES } from './draw-status';

const Numbers = Type.Object({
  numbers: Type.Optional(Type.Array(Type.Integer())),
  supplementary: Type.Optional(Type.Array(Type.Integer())),
  powerball: Type.Optional(Type.Array(Type.Integer())),
});

const Barrel = Type.Object({
  min: Type.Integer(),
  max: Type.Integer(),
  sets: Type.Array(Type.Object({ key: Type.Enum(['numbers', 'supplementary', 'powerball']), count: Type.Integer() })),
});

export const DrawParamsSchema = Type.Object({
  site: Type.String({ pattern: '^[a-z0-9-]{1,40}$' }),
  offer: Type.String({ pattern: '^[a-z0-9-]{1,80}$' }),
});

export const DrawNumberParamsSchema = Type.Object({
  site: Type.String({ pattern: '^[a-z0-9-]{1,40}$' }),
  offer: Type.String({ pattern: '^[a-z0-9-]{1,80}$' }),
  drawNo: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
});

/** A draw as ops see it: the seed only once drawn (never before DRAW_DRAWN), so anyone can check the numbers. */
export const PlatformDrawSchema = Type.Object({
  site: Type.String(),
  offer: Type.String(),
  drawNo: Type.Integer(),
  status: Type.Enum([...DRAW_STATUSES]),
  drawDate: Type.String(),
  seedHash: Nullable(Type.String()),
  seed: Nullable(Type.String()),
  numbers: Nullable(Numbers),
  machine: Nullable(Type.Object({ barrels: Type.Array(Barrel) })),
  salesCents: Nullable(Type.Integer()),
  divisions: Type.Array(Type.Object({ division: Type.Integer(), winners: Type.Integer(), prizeCents: Type.Integer() })),
  /** Raffles once drawn: the entries the winning tickets were drawn among (null for lotteries). */
  ticketsSold: Nullable(Type.Integer()),
});

/** Development only: the numbers the next draw will produce (see `DrawEngine.rehearse`). */
export const RehearsalSchema = Type.Object({ drawNo: Type.Integer(), numbers: Numbers });

/** `POST /platform/sites/:site/giveaways/:giveawayType/draw`: which giveaway draw ran. */
export const GiveawayRunParamsSchema = Type.Object({ site: Type.String({ minLength: 1, maxLength: 64 }), giveawayType: Type.Enum(['daily', 'major', 'monthly', 'preview', 'special']) });
export const GiveawayDrawRunSchema = Type.Object({ site: Type.String(), giveawayType: Type.String(), drawNumber: Type.Integer() });
