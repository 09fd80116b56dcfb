import type { PageInfo } from '@drawfront/shared/contract/purchase';
import { Type } from 'typebox';
import type { Static } from 'typebox';
import { assertType } from '../lib/typebox';
import type { SameShape } from '../lib/typebox';

/** Page of a list (groups spec §3 "Pagination entry": limit defaults to 10). */
export const PAGE_DEFAULTS = { limit: 10, offset: 0 } as const;
export const PageQuerySchema = Type.Object({
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000 })),
});

/** Where a page sits in its list, answered with every page. */
export const PageInfoSchema = Type.Object({ limit: Type.Integer(), offset: Type.Integer(), total: Type.Integer() });

assertType<SameShape<Static<typeof PageInfoSchema>, PageInfo>>();
