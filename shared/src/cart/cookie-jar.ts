/** Reads and writes the few cookies the cart needs; injectable so the cart client is testable without a browser. */
export interface CookieJar {
  get(name: string): string | null;
  set(name: string, value: string, options: { maxAgeDays: number }): void;
  remove(name: string): void;
}

const SECONDS_PER_DAY = 86_400;

/** A cookie jar on `document.cookie`: site-wide path, SameSite=Lax, Secure on https. */
export function documentCookieJar(doc: Document = document): CookieJar {
  const secure = () => (doc.location?.protocol === 'https:' ? '; Secure' : '');
  return {
    get(name) {
      for (const part of doc.cookie.split(';')) {
        const separator = part.indexOf('=');
        if (separator < 0) continue;
        if (part.slice(0, separator).trim() !== name) continue;
        try {
          return decodeURIComponent(part.slice(separator + 1).trim());
        } catch {
          // A malformed escape is treated like a missing cookie, never thrown at the page.
          return null;
        }
      }
      return null;
    },
    set(name, value, { maxAgeDays }) {
      doc.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${Math.round(maxAgeDays * SECONDS_PER_DAY)}; Path=/; SameSite=Lax${secure()}`;
    },
    remove(name) {
      doc.cookie = `${name}=; Max-Age=0; Path=/; SameSite=Lax${secure()}`;
    },
  };
}

/** An in-memory jar for tests and for server-side rendering. */
export function memoryCookieJar(initial: Record<string, string> = {}): CookieJar & { readonly values: Map<string, string> } {
  const values = new Map(Object.entries(initial));
  return {
    values,
    get: (name) => values.get(name) ?? null,
    set: (name, value) => void values.set(name, value),
    remove: (name) => void values.delete(name),
  };
}
