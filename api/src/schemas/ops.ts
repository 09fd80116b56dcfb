import { Type } from 'typebox';
import { PatternString } from '../lib/typebox';

/** The headers every ops route (`/platform/...`) takes: who acts, recorded in audit history. */
export const OpsHeadersSchema = Type.Object({
  'x-ops-actor': Type.Optional(PatternString('^[A-Za-z0-9 ._@+-]+$', 'may hold only letters, digits, space and . _ @ + -', { minLength: 1, maxLength: 64 })),
});

/** `/platform/sites/{site}/...`: the site key an ops route acts on. */
export const SiteParamsSchema = Type.Object({ site: Type.String({ minLength: 1, maxLength: 64 }) });
