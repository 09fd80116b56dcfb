import { useCallback, useEffect, useMemo, useReducer, useRef } from 'react';
import { draftStorage } from '@drawfront/shared/data/draft-storage';
import type { DraftScope } from '@drawfront/shared/data/draft-storage';

interface Replace<D> {
  type: 'saved-draft/replace';
  draft: D;
}

export interface SavedDraft<D, A> {
  draft: D;
  dispatch: (action: A) => void;
  /** Starts a fresh draft and forgets the stored one: the line is in the cart. */
  reset: () => void;
}

/**
 * A builder's draft that survives a reload: its reducer's state, restored from session storage (per site,
 * builder and offer) through `restore`, which keeps only what today's rules allow, and stored after each change.
 */
export function useSavedDraft<D, A>(scope: DraftScope, reducer: (draft: D, action: A) => D, initial: () => D, restore: (saved: unknown) => D | null): SavedDraft<D, A> {
  const { site, builder, offer } = scope;
  const storage = useMemo(() => draftStorage<D>({ site, builder, offer }), [site, builder, offer]);
  const withReplace = useMemo(() => (draft: D, action: A | Replace<D>) => (isReplace<D>(action) ? action.draft : reducer(draft, action)), [reducer]);
  const [draft, dispatch] = useReducer(withReplace, undefined, () => restore(storage.read()) ?? initial());
  // The draft as loaded or reset is not the customer's work: only their changes are stored.
  const untouched = useRef<D>(draft);
  useEffect(() => {
    if (draft !== untouched.current) storage.write(draft);
  }, [draft, storage]);
  const reset = useCallback(() => {
    storage.clear();
    const fresh = initial();
    untouched.current = fresh;
    dispatch({ type: 'saved-draft/replace', draft: fresh });
  }, [storage, initial]);
  return { draft, dispatch: dispatch as (action: A) => void, reset };
}

function isReplace<D>(action: unknown): action is Replace<D> {
  return typeof action === 'object' && action !== null && (action as { type?: unknown }).type === 'saved-draft/replace';
}
