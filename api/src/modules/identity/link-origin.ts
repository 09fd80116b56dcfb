import type { FastifyRequest } from 'fastify';
import type { SiteRecord } from '../sites/site-record';

/**
 * The origin links in the site's mail start with: the page's own origin (the browser's Origin header)
 * when its host is one of the site's domains, else https:// and the site's first domain. A Host or
 * Origin naming another domain never reaches a mail, so a reset link cannot be pointed at an attacker.
 */
export function linkOrigin(request: FastifyRequest, site: Pick<SiteRecord, 'domains'>): string {
  const header = request.headers.origin;
  if (typeof header === 'string') {
    try {
      const url = new URL(header);
      if ((url.protocol === 'http:' || url.protocol === 'https:') && site.domains.includes(url.hostname)) return url.origin;
    } catch {
      // Not a URL: fall back to the site's domain.
    }
  }
  return `https://${site.domains[0] ?? 'localhost'}`;
}
