const TWO_POW_26 = 67_108_864;
const TWO_POW_53 = 9_007_199_254_740_992;

/** A uniform float in [0, 1) with 53 random bits from Web Crypto; Math.random is not fit to pick lottery numbers. */
export function cryptoRandom(): number {
  const words = globalThis.crypto.getRandomValues(new Uint32Array(2));
  return ((words[0]! >>> 5) * TWO_POW_26 + (words[1]! >>> 6)) / TWO_POW_53;
}
