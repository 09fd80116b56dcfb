import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a preview link works: long enough to pass it to a reviewer, short enough not to leak a draft for good. */
export const PREVIEW_LINK_TTL_MS = 7 * 24 * 60 * 60_000;

export interface PreviewTarget {
  siteKey: string;
  collection: string;
  id: string;
  /** Expiry, ms since epoch. */
  expires: number;
}

function mac(secret: string, target: PreviewTarget): string {
  return createHmac('sha256', secret).update(`preview\n${target.siteKey}\n${target.collection}\n${target.id}\n${target.expires}`).digest('base64url');
}

/** The signature a preview link carries for one item of one site until `expires`. */
export function signPreview(secret: string, target: PreviewTarget): string {
  return mac(secret, target);
}

/** True when `signature` is this item's and the link has not expired. */
export function verifyPreview(secret: string, target: PreviewTarget, signature: string, now: Date): boolean {
  if (!Number.isFinite(target.expires) || target.expires < now.getTime()) return false;
  const expected = Buffer.from(mac(secret, target));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
