// The failure paths of the error handler: a database that stops answering, and an unexpected
// exception. The database here is a stand-in whose every call fails, which is the point.
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import type { Database, DatabaseHandle } from '../src/db/client';
import { expectError, testConfig } from './helper';

describe('server-side failures', () => {
  let app: FastifyInstance;
  const logLines: Record<string, unknown>[] = [];

  beforeAll(async () => {
    const failing = () => Promise.reject(new Error('connect ECONNREFUSED 10.0.0.5:5432 (password=hunter2)'));
    const database: DatabaseHandle = {
      kind: 'postgres',
      db: { execute: failing, select: () => ({ from: () => ({ where: failing, orderBy: failing }) }) } as unknown as Database,
      executeSql: failing,
      close: async () => undefined,
    };
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        logLines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
        done();
      },
    });
    app = await buildApp({ config: testConfig(), database, logger: { level: 'error', stream } });
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
  });

  it('answers /health with 503 database_unavailable when the database does not answer', async () => {
    const body = expectError(await app.inject({ method: 'GET', url: '/health' }), 503, 'database_unavailable');
    expect(body.messages[0]!.message).toBe('the database is not answering');
  });

  it('hides the internals of an unexpected failure behind internal_error and logs method, URL and request id', async () => {
    const response = await app.inject({ method: 'GET', url: '/platform/sites?x=1', headers: { 'x-request-id': 'trace-42' } });
    const body = expectError(response, 500, 'internal_error');
    expect(body.messages[0]!.message).toBe('Something went wrong');
    expect(response.body).not.toContain('ECONNREFUSED');
    expect(response.body).not.toContain('hunter2');
    expect(logLines).toContainEqual(expect.objectContaining({ method: 'GET', url: '/platform/sites?x=1', requestId: 'trace-42', msg: 'request failed' }));
  });

  it('answers 500 in the error shape on a signed route too', async () => {
    expectError(await app.inject({ method: 'GET', url: '/v2/config' }), 500, 'internal_error');
  });
});
