import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { setStaticCacheHeaders } from './cache-headers';

/**
 * A static origin for the remotes' versioned artifacts (`/remotes/<remote>/<version>/...`), as a CDN
 * would serve them: CORS for every origin (the shell loads entries with `crossorigin` so the
 * browser can check their integrity) and precompressed files.
 */
export async function buildRemotesServer(remotesDir: string): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Access-Control-Allow-Origin', '*');
    reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
    reply.header('Timing-Allow-Origin', '*');
  });
  await app.register(fastifyStatic, {
    root: remotesDir,
    prefix: '/remotes/',
    index: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, path) => setStaticCacheHeaders(reply, path),
  });
  app.get('/health', async () => ({ status: 'ok' }));
  return app;
}
