/** Which draft: the builder (`ticket`, `systems`, `lotto-party-group`…) of one offer on one site. */
export interface DraftScope {
  site: string;
  builder: string;
  /** The offer (and way to play) the draft is for; '' for a builder of no offer. */
  offer: string;
}

/**
 * A customer's unfinished draft, kept in session storage so a reload (or a visit to another page in the same
 * tab) finds it again; cleared once its line is in the cart. Reads answer `unknown`: what a tab stored under
 * an older build may not fit today's rules, so each builder checks it before using it.
 */
export interface DraftStorage<T> {
  read(): unknown;
  write(draft: T): void;
  clear(): void;
}

/** Bumped when the stored envelope changes shape: drafts of another version are ignored. */
const FORMAT = 1;

/** The session-storage key of a draft: one per site, builder and offer. */
export function draftKey(scope: DraftScope): string {
  return ['df_draft', scope.site, scope.builder, scope.offer].map(encodeURIComponent).join(':');
}

/**
 * The draft storage of one scope. Storage can be missing or throw (private mode, quota): the draft then lives
 * only as long as the page, as it did before drafts were kept.
 */
export function draftStorage<T>(scope: DraftScope, storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null = sessionStorageOrNull()): DraftStorage<T> {
  const key = draftKey(scope);
  return {
    read() {
      try {
        const stored: unknown = JSON.parse(storage?.getItem(key) ?? 'null');
        return typeof stored === 'object' && stored !== null && (stored as { format?: unknown }).format === FORMAT ? ((stored as { draft?: unknown }).draft ?? null) : null;
      } catch {
        return null;
      }
    },
    write(draft) {
      try {
        storage?.setItem(key, JSON.stringify({ format: FORMAT, draft }));
      } catch {
        // Kept in the page's state only.
      }
    },
    clear() {
      try {
        storage?.removeItem(key);
      } catch {
        // Nothing stored, nothing to clear.
      }
    },
  };
}

function sessionStorageOrNull(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}
