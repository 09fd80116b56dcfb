import { createCipheriv, createDecipheriv, createHmac } from 'node:crypto';

/** n random bytes; `crypto.randomBytes` in production, a seeded source in tests. */
export type RandomBytes = (size: number) => Buffer;

const VERSION = 1;
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * Seals a small JSON payload into an opaque `<prefix>_…` token with AES-256-GCM: nobody without
 * the secret can read it (so the outcome profile of a test card is not visible) or forge one (so
 * a token alone can be trusted to say brand, last 4 and profile). Nothing needs storing to charge
 * it later, on any API instance that shares the secret.
 */
export function createTokenSealer(secret: string, randomBytes: RandomBytes, prefix: string) {
  // A purpose-bound key, so the same secret used elsewhere never yields this cipher key.
  const key = createHmac('sha256', secret).update(`drawfront ${prefix} token v${VERSION}`).digest();
  const tokenPattern = new RegExp(`^${prefix}_([A-Za-z0-9_-]+)$`);

  return {
    seal(payload: Record<string, unknown>): string {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(JSON.stringify(payload), 'utf8'), cipher.final()]);
      return `${prefix}_${Buffer.concat([Buffer.from([VERSION]), iv, body, cipher.getAuthTag()]).toString('base64url')}`;
    },
    /** The payload, or null when the token is malformed, tampered with or sealed with another secret. */
    open(token: unknown): Record<string, unknown> | null {
      if (typeof token !== 'string' || token.length > 1024) return null;
      const match = tokenPattern.exec(token);
      if (!match) return null;
      const raw = Buffer.from(match[1] as string, 'base64url');
      if (raw.length < 1 + IV_BYTES + TAG_BYTES + 2 || raw[0] !== VERSION) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(1, 1 + IV_BYTES));
        decipher.setAuthTag(raw.subarray(raw.length - TAG_BYTES));
        const text = Buffer.concat([decipher.update(raw.subarray(1 + IV_BYTES, raw.length - TAG_BYTES)), decipher.final()]).toString('utf8');
        const payload: unknown = JSON.parse(text);
        return payload !== null && typeof payload === 'object' && !Array.isArray(payload) ? (payload as Record<string, unknown>) : null;
      } catch {
        return null;
      }
    },
  };
}

export type TokenSealer = ReturnType<typeof createTokenSealer>;
