import { sha256 } from './bytes';

/**
 * The draw algorithm is written once, as a computation that asks for SHA-256 digests: it yields the parts
 * to hash and is resumed with their digest. The API runs it with Node's synchronous hash (`runWith`), the
 * browser and the standalone verifier with WebCrypto's asynchronous one (`runAsync`): same steps, same
 * words, same numbers, whichever hash answers.
 */
export type Hashing<T> = Generator<Uint8Array[], T, Uint8Array>;

/** A synchronous SHA-256 of the parts joined (Node's `createHash`): same bytes as the WebCrypto `sha256`. */
export type SyncSha256 = (...parts: Uint8Array[]) => Uint8Array;
/** An asynchronous SHA-256 of the parts joined (WebCrypto's `crypto.subtle.digest`). */
export type AsyncSha256 = (...parts: Uint8Array[]) => Promise<Uint8Array>;

/** Runs a hashing computation with a synchronous hash, answering each request as it is made. */
export function runWith<T>(steps: Hashing<T>, hash: SyncSha256): T {
  let step = steps.next();
  while (!step.done) step = steps.next(hash(...step.value));
  return step.value;
}

/** Runs a hashing computation with an asynchronous hash (WebCrypto unless another is given). */
export async function runAsync<T>(steps: Hashing<T>, hash: AsyncSha256 = sha256): Promise<T> {
  let step = steps.next();
  while (!step.done) step = steps.next(await hash(...step.value));
  return step.value;
}
