/** The signed text (storefront §7): app key, timestamp and the customer token, colon-separated, token empty when signed out. */
export function signatureMessage(appKey: string, timestamp: string, accessToken: string | null): string {
  return `${appKey}:${timestamp}:${accessToken ?? ''}`;
}

/** Lowercase hex HMAC-SHA256 of `message` under `secret`, with Web Crypto (browser and Node alike). */
export type Signer = (message: string) => Promise<string>;

/** A signer for one secret; the imported key is reused so each request pays for the HMAC only. */
export function createSigner(secret: string): Signer {
  const encoder = new TextEncoder();
  let key: Promise<CryptoKey> | null = null;
  return async (message) => {
    key ??= globalThis.crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
    const signature = await globalThis.crypto.subtle.sign('HMAC', await key, encoder.encode(message));
    return Array.from(new Uint8Array(signature), (byte) => byte.toString(16).padStart(2, '0')).join('');
  };
}
