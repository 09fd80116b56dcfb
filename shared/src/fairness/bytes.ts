/** Byte helpers the fairness checks share: the browser has no Buffer, so everything here is Uint8Array. */

const HEX = /^(?:[0-9a-f]{2})*$/i;

export function hexToBytes(hex: string): Uint8Array {
  if (typeof hex !== 'string' || !HEX.test(hex)) throw new Error(`Not hex: ${String(hex).slice(0, 20)}`);
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i += 1) bytes[i] = (nibble(hex.charCodeAt(i * 2)) << 4) | nibble(hex.charCodeAt(i * 2 + 1));
  return bytes;
}

/** One hex digit's value (the text is already known to be hex): the engine draws thousands of seeds in tests. */
function nibble(code: number): number {
  return code <= 57 ? code - 48 : (code | 32) - 87;
}

export function bytesToHex(bytes: Uint8Array): string {
  let hex = '';
  for (const byte of bytes) hex += byte.toString(16).padStart(2, '0');
  return hex;
}

export function utf8(text: string): Uint8Array {
  return new TextEncoder().encode(text);
}

export function concatBytes(...parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** SHA-256 with WebCrypto: the same call in the browser, in Node 20 (`globalThis.crypto`) and in the standalone verifier. */
export async function sha256(...parts: Uint8Array[]): Promise<Uint8Array> {
  const data = parts.length === 1 ? parts[0]! : concatBytes(...parts);
  return new Uint8Array(await globalThis.crypto.subtle.digest('SHA-256', data as Uint8Array<ArrayBuffer>));
}
