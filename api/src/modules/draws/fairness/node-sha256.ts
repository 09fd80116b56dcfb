import { createHash } from 'node:crypto';

/** SHA-256 of the parts joined, synchronously (Node's OpenSSL): the same bytes as the shared WebCrypto `sha256`. */
export function nodeSha256(...parts: Uint8Array[]): Uint8Array {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part);
  return new Uint8Array(hash.digest());
}
