import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import { TypeBoxValidatorCompiler } from '@fastify/type-provider-typebox';
import type { FastifyServerOptions } from 'fastify';

/**
 * When route schemas are compiled into validators (TypeBox) and serializers (fast-json-stringify):
 * - `eager`, the default: every route's, while the app starts, so a schema that cannot compile stops the
 *   start-up rather than the first request that meets it;
 * - `lazy`: each on its route's first use. The test suites build a fresh app per file and call a few of its
 *   routes; compiling all of them took about a second per app. The e2e platform and the server stay eager.
 */
export type SchemaCompilation = 'eager' | 'lazy';

/** Defers `compile(route)` to the first call of the function it returns; the compiled function is kept. */
export function compiledOnFirstUse<Route, Fn extends (...args: never[]) => unknown>(compile: (route: Route) => Fn): (route: Route) => Fn {
  return (route) => {
    let compiled: Fn | undefined;
    return ((...args: Parameters<Fn>) => (compiled ??= compile(route))(...args)) as Fn;
  };
}

type SerializerFactory = NonNullable<NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>['buildSerializer']>;

/** The route validators' compiler for `mode`: TypeBox's. */
export function validatorCompiler(mode: SchemaCompilation): typeof TypeBoxValidatorCompiler {
  return mode === 'eager' ? TypeBoxValidatorCompiler : compiledOnFirstUse(TypeBoxValidatorCompiler);
}

/** The response serializers' factory for `mode`: Fastify's own (fast-json-stringify). */
export function serializerFactory(mode: SchemaCompilation): SerializerFactory {
  const build = SerializerSelector();
  return mode === 'eager' ? build : (externalSchemas, options) => compiledOnFirstUse(build(externalSchemas, options));
}
