import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { collectBootData } from './boot-data';
import { setStaticCacheHeaders } from './cache-headers';
import { renderShellHtml } from './shell-html';

/** Path prefixes that belong to the API: an unknown path under them is an API 404, not the shell. */
const API_PREFIXES = ['/v2', '/cms', '/customer-verify', '/rewards', '/social', '/translations', '/notifications', '/placement', '/migration', '/events', '/platform', '/discover', '/health', '/3ds', '/payments'];

/** Serves the built shell from `shellDir` on the API's origin, with deep links answered by index.html. */
export async function registerStaticFrontends(app: FastifyInstance, shellDir: string): Promise<void> {
  const indexFile = join(shellDir, 'index.html');
  if (!existsSync(indexFile)) throw new Error(`The shell is not built: ${indexFile} is missing (run npm run build)`);
  const template = readFileSync(indexFile, 'utf8');
  /**
   * The shell's page with this visitor's boot data inlined. It differs per visitor (canary bucket, site
   * cookies) and must show a release swap on the next load, so it is private and always revalidated.
   */
  const sendShell = async (request: FastifyRequest, reply: FastifyReply) => {
    const boot = await collectBootData(app, request).catch((error: unknown) => {
      request.log.warn({ err: error }, 'boot data could not be inlined; the shell will fetch it');
      return null;
    });
    if (boot?.newVisitorCookie) reply.header('Set-Cookie', boot.newVisitorCookie);
    reply.header('Cache-Control', 'private, no-cache');
    reply.header('Vary', 'Cookie');
    return reply.type('text/html; charset=utf-8').send(renderShellHtml(template, boot?.data ?? null, request.url.split('?')[0] ?? '/'));
  };
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
    return sendShell(request, reply);
  });
  app.get('/', { schema: { hide: true } }, sendShell);
}
