import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyBaseLogger, FastifyInstance, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault } from 'fastify';

/** A scope of the app (`app/scopes.ts`) as a module's routes see it: TypeBox schemas type the handlers. */
export type RouteScope = FastifyInstance<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, FastifyBaseLogger, TypeBoxTypeProvider>;

/**
 * How a module's `plugin.ts` registers its routes in one scope: from the services it names. The app hands every
 * built service in by name (`app/services.ts`), so a module states what its routes need and never builds another's.
 */
export type RouteRegistration<Deps> = (scope: RouteScope, deps: Deps) => PromiseLike<unknown>;
