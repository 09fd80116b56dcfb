import type { FastifyInstance } from 'fastify';
import { startServer } from '../src/server';
import { testConfig } from './helper';

describe('startServer', () => {
  let app: FastifyInstance | undefined;
  const calls: string[] = [];

  beforeAll(async () => {
    app = await startServer({
      config: { ...testConfig({ PGLITE_DIR: 'memory://' }), port: 0 },
      handleSignals: false,
      configure: async (instance) => {
        calls.push(instance.server.listening ? 'configure after listen' : 'configure before listen');
        instance.get('/extra', async () => ({ served: 'by the configure hook' }));
      },
    });
    // A hang guard: a fresh in-memory database migrates and seeds from nothing, minutes on a busy machine.
  }, 180_000);

  afterAll(async () => {
    await app?.close();
  });

  it('runs the configure hook after the API routes and before listening', () => {
    expect(calls).toEqual(['configure before listen']);
  });

  it('listens: the API and the configured routes answer over HTTP on the same origin', async () => {
    const address = app!.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const health = await fetch(`http://127.0.0.1:${port}/health`);
    expect(await health.json()).toEqual({ status: 'ok', database: 'pglite' });
    const extra = await fetch(`http://127.0.0.1:${port}/extra`);
    expect(await extra.json()).toEqual({ served: 'by the configure hook' });
    const sites = (await (await fetch(`http://127.0.0.1:${port}/platform/sites`)).json()) as { sites: { key: string }[] };
    expect(sites.sites.map((site) => site.key)).toEqual(['drawfront', 'goodcause']);
  });
});
