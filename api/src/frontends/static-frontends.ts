import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { setStaticCacheHeaders } from './cache-headers';

/** Path prefixes that belong to the API: an unknown path under them is an API 404, not the shell. */
const API_PREFIXES = ['/v2', '/cms', '/customer-verify', '/rewards', '/social', '/translations', '/notifications', '/placement', '/migration', '/events', '/platform', '/discover', '/health', '/3ds', '/payments'];

/** Serves the built shell from `shellDir` on the API's origin, with deep links answered by index.html. */
export async function registerStaticFrontends(app: FastifyInstance, shellDir: string): Promise<void> {
  const indexFile = join(shellDir, 'index.html');
  if (!existsSync(indexFile)) throw new Error(`The shell is not built: ${indexFile} is missing (run npm run build)`);
  await app.register(fastifyStatic, {
    root: shellDir,
    prefix: '/',
    wildcard: false,
    index: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, path) => setStaticCacheHeaders(reply, path),
  });
  // The shell's pages are not API calls: kept out of /openapi.json.
  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (API_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))) return reply.callNotFound();
    // A missing asset is a 404, never the page: a script answered with HTML fails with a confusing syntax error.
    if (/\.[a-z0-9]{1,8}$/i.test(path)) return reply.callNotFound();
    reply.header('Cache-Control', 'no-cache');
    return reply.sendFile('index.html');
  });
  app.get('/', { schema: { hide: true } }, async (_request, reply) => {
    reply.header('Cache-Control', 'no-cache');
    return reply.sendFile('index.html');
  });
}
