import { AUTOSESSION_STATUSES } from '@drawfront/shared/rules/lotto-party';
import { CREATION_STEPS, EMPTY_DRAFT, furthestStep } from '@drawfront/shared/rules/lotto-party-steps';
import type { CreationDraft, CreationStep } from '@drawfront/shared/rules/lotto-party-steps';

/** The query parameter that holds the wizard's step, so each step has its own URL and Back goes to the one before. */
export const STEP_PARAMETER = 'step';

/**
 * The step the page shows for the URL's `?step=`: never past the first step the draft has not finished (a
 * bookmarked or typed step cannot skip one), never before `first` (a new session of an existing group starts
 * at the draw), and `first` for a missing or unknown step.
 */
export function stepFromUrl(requested: string | null, draft: CreationDraft, first: CreationStep): CreationStep {
  const firstIndex = CREATION_STEPS.indexOf(first);
  const index = CREATION_STEPS.indexOf(requested as CreationStep);
  if (index < 0) return first;
  const reachable = Math.max(firstIndex, CREATION_STEPS.indexOf(furthestStep(draft)));
  return CREATION_STEPS[Math.max(firstIndex, Math.min(index, reachable))]!;
}

const isNumberOrNull = (value: unknown): value is number | null => value === null || (typeof value === 'number' && Number.isFinite(value));

/** A draft a tab stored before a reload, when every field still has its type; null otherwise. */
export function restoreCreationDraft(saved: unknown): CreationDraft | null {
  if (typeof saved !== 'object' || saved === null) return null;
  const draft = { ...EMPTY_DRAFT, ...(saved as Partial<CreationDraft>) };
  const valid =
    typeof draft.groupName === 'string' &&
    ['private', 'public', 'promoted'].includes(draft.publicityStatus) &&
    typeof draft.draw === 'string' &&
    isNumberOrNull(draft.sharePriceCents) &&
    isNumberOrNull(draft.sharesTotal) &&
    (draft.autosessionStatus === null || AUTOSESSION_STATUSES.includes(draft.autosessionStatus)) &&
    typeof draft.ownShares === 'number';
  return valid ? draft : null;
}
