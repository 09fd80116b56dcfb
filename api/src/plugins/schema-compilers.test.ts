import Fastify from 'fastify';
import { Type } from 'typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { compiledOnFirstUse, serializerFactory, validatorCompiler } from './schema-compilers';
import type { SchemaCompilation } from './schema-compilers';

describe('route schema compilation', () => {
  it('compiles a lazy route function on its first call, once', () => {
    const compile = jest.fn((factor: number) => (value: number) => value * factor);
    const double = compiledOnFirstUse(compile)(2);
    expect(compile).not.toHaveBeenCalled();
    expect([double(1), double(5)]).toEqual([2, 10]);
    expect(compile).toHaveBeenCalledTimes(1);
  });

  it.each<SchemaCompilation>(['eager', 'lazy'])('%s: validates the body and serializes the reply by the schema', async (mode) => {
    const app = Fastify({ schemaController: { compilersFactory: { buildSerializer: serializerFactory(mode) } } }).withTypeProvider<TypeBoxTypeProvider>();
    app.setValidatorCompiler(validatorCompiler(mode));
    app.post('/echo', { schema: { body: Type.Object({ n: Type.Integer() }), response: { 200: Type.Object({ n: Type.Integer() }) } } }, async (request) => ({ n: request.body.n, secret: 'not in the schema' }));
    await app.ready();
    const ok = await app.inject({ method: 'POST', url: '/echo', payload: { n: 3 } });
    expect(ok.json()).toEqual({ n: 3 });
    expect((await app.inject({ method: 'POST', url: '/echo', payload: { n: 'three' } })).statusCode).toBe(400);
    await app.close();
  });
});
