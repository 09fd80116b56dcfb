/**
 * Lotto party group-creation steps (groups spec §4): name_group → select_draw → set_share_price →
 * select_auto_session → join_session. Each step is ready when what it asks for is filled in and valid; a step
 * can only be reached when every step before it is ready, so the page never skips one.
 */
import type { AutosessionStatus, PublicityStatus } from './lotto-party';
import { groupNameProblem, sharePriceProblem, sharesTotalProblem } from './lotto-party';

export const CREATION_STEPS = ['name_group', 'select_draw', 'set_share_price', 'select_auto_session', 'join_session'] as const;
export type CreationStep = (typeof CREATION_STEPS)[number];

export interface CreationDraft {
  groupName: string;
  /** Who can find the group: private (invite link only), public or promoted (listed in discover). */
  publicityStatus: PublicityStatus;
  /** `offerKey:drawNo` of the chosen draw, or '' before one is chosen. */
  draw: string;
  sharePriceCents: number | null;
  sharesTotal: number | null;
  autosessionStatus: AutosessionStatus | null;
  /** Shares the organiser buys for themself at the last step (0 allowed: they can buy later). */
  ownShares: number;
}

export const EMPTY_DRAFT: CreationDraft = { groupName: '', publicityStatus: 'private', draw: '', sharePriceCents: null, sharesTotal: null, autosessionStatus: null, ownShares: 1 };

/** Each share-step field's problem (null when it is fine), so the form marks every field that is wrong at once. */
export function shareStepProblems(draft: Pick<CreationDraft, 'sharePriceCents' | 'sharesTotal'>): { sharePrice: string | null; sharesTotal: string | null } {
  return {
    sharePrice: draft.sharePriceCents === null ? 'Set a share price.' : sharePriceProblem(draft.sharePriceCents),
    sharesTotal: draft.sharesTotal === null ? 'Set the number of shares.' : sharesTotalProblem(draft.sharesTotal),
  };
}

/** Why the step is not ready yet, or null when it is. */
export function stepProblem(step: CreationStep, draft: CreationDraft): string | null {
  switch (step) {
    case 'name_group':
      return groupNameProblem(draft.groupName);
    case 'select_draw':
      return /^[a-z0-9-]+:\d+$/.test(draft.draw) ? null : 'Choose a draw.';
    case 'set_share_price': {
      const problems = shareStepProblems(draft);
      return problems.sharePrice ?? problems.sharesTotal;
    }
    case 'select_auto_session':
      return draft.autosessionStatus === null ? 'Choose whether the group plays every draw.' : null;
    case 'join_session':
      if (!Number.isInteger(draft.ownShares) || draft.ownShares < 0) return 'Shares are a whole number.';
      return draft.sharesTotal !== null && draft.ownShares > draft.sharesTotal ? `A session has ${draft.sharesTotal} shares.` : null;
  }
}

/** The step after `step` when it is ready; the same step (with its problem) when it is not; null after the last. */
export function nextCreationStep(step: CreationStep, draft: CreationDraft): { step: CreationStep | null; problem: string | null } {
  const problem = stepProblem(step, draft);
  if (problem) return { step, problem };
  const index = CREATION_STEPS.indexOf(step);
  return { step: CREATION_STEPS[index + 1] ?? null, problem: null };
}

export function previousCreationStep(step: CreationStep): CreationStep | null {
  const index = CREATION_STEPS.indexOf(step);
  return index > 0 ? CREATION_STEPS[index - 1]! : null;
}

/** The furthest step the draft may be on: the first step that is not ready (or the last one). */
export function furthestStep(draft: CreationDraft): CreationStep {
  return CREATION_STEPS.find((step) => stepProblem(step, draft) !== null) ?? 'join_session';
}
