import type { FastifyReply } from 'fastify';

// Answers differ by site (Host or X-Drawfront-Site) and sub-variant, so caches must key on them.
const SITE_VARY = 'Host, X-Drawfront-Site, X-Sub-Variant';

/** Lets the browser reuse a site-specific read for `seconds` (spec §9 cache table); shared caches may not. */
export function cachePrivately(reply: FastifyReply, seconds: number): void {
  reply.header('Cache-Control', `private, max-age=${seconds}`);
  reply.header('Vary', SITE_VARY);
}

/** Must be fetched fresh every time (release resolution: an ops rollback shows on the next reload). */
export function noStore(reply: FastifyReply): void {
  reply.header('Cache-Control', 'no-store');
}
