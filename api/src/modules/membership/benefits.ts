import { createHash, randomBytes } from 'node:crypto';
import type { BenefitsLink } from '@drawfront/shared/contract/membership';
import type { Database } from '../../db/client';
import { AppError } from '../../errors/app-error';
import { ERROR_CODES } from '../../errors/error-codes';
import type { Clock } from '../../lib/clock';
import type { SiteRecord } from '../sites/site-record';
import { findMembership, insertBenefitLink, claimBenefitLink } from './repository';
import { PROGRAMME_NAME, programmeOf } from './service';

/** A benefits link works for 5 minutes, once. */
export const BENEFITS_LINK_TTL_MS = 5 * 60_000;
export const BENEFITS_PATH = '/membership/benefits/sso';
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** What opening a benefits link found. */
export type BenefitsVisit = { kind: 'open'; siteKey: string; discounts: string[] } | { kind: 'used' } | { kind: 'expired' } | { kind: 'unknown' };

/** `GET /v3/benefits`: a signed (an unguessable token whose hash we keep), short-lived, single-use link to our benefits page. */
export function createBenefitsService(db: Database, deps: { clock: Clock }) {
  return {
    async link(site: SiteRecord, customerId: string, origin: string): Promise<BenefitsLink> {
      const programme = await programmeOf(db, site);
      const membership = await findMembership(db, programme.id, customerId);
      if (!membership || membership.status !== 'member') throw new AppError(ERROR_CODES.notAMember, [PROGRAMME_NAME, 'open the member benefits']);
      const token = randomBytes(32).toString('base64url');
      const now = deps.clock.now();
      await insertBenefitLink(db, { tokenHash: hashOf(token), customerId, siteKey: site.key, expiresAt: new Date(now.getTime() + BENEFITS_LINK_TTL_MS), createdAt: now });
      return { ssoUrl: `${origin}${BENEFITS_PATH}/${token}` };
    },

    /** Uses the link: the first visit before it expires opens the page; any later or late visit is refused. */
    async visit(token: string): Promise<BenefitsVisit> {
      if (!TOKEN.test(token)) return { kind: 'unknown' };
      const now = deps.clock.now();
      const { used, row } = await claimBenefitLink(db, hashOf(token), now);
      if (!row) return { kind: 'unknown' };
      if (!used) return row.usedAt ? { kind: 'used' } : { kind: 'expired' };
      const programme = await programmeOf(db, { key: row.siteKey });
      return { kind: 'open', siteKey: row.siteKey, discounts: programme.config.discounts };
    },
  };
}

export type BenefitsService = ReturnType<typeof createBenefitsService>;

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The benefits page (our own partner page): plain HTML, no script, never cached. */
export function benefitsPage(visit: BenefitsVisit): { status: 200 | 404 | 410; html: string } {
  const page = (title: string, body: string) =>
    `<!doctype html><html lang="en-AU"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escape(title)} | ${PROGRAMME_NAME}</title>` +
    `<style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem;color:#1a1a1a;background:#fff}a{color:#0b4f9c}</style></head><body><main><h1>${escape(title)}</h1>${body}</main></body></html>`;
  switch (visit.kind) {
    case 'open':
      return { status: 200, html: page('Your member benefits', `<p>Welcome, ${PROGRAMME_NAME} member. Your partner discounts:</p><ul>${visit.discounts.map((d) => `<li>${escape(d)}</li>`).join('')}</ul>`) };
    case 'used':
      return { status: 410, html: page('This link has already been used', '<p>Benefits links work once. Open the benefits again from Daily Winners for a new link.</p><p><a href="/daily-winners">Back to Daily Winners</a></p>') };
    case 'expired':
      return { status: 410, html: page('This link has expired', '<p>Benefits links work for 5 minutes. Open the benefits again from Daily Winners for a new link.</p><p><a href="/daily-winners">Back to Daily Winners</a></p>') };
    case 'unknown':
      return { status: 404, html: page('Link not found', '<p>This benefits link is not one of ours.</p><p><a href="/daily-winners">Back to Daily Winners</a></p>') };
  }
}
