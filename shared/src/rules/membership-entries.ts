import type { EntryStatus, GiveawayType, MembershipStatus, MembershipTier } from '../contract/membership';

/** How a tier takes part in one giveaway type: the entry it starts with, its count, and whether it may unlock. */
export interface EntryRule {
  /** The entry a member of this tier has before doing anything. */
  initial: EntryStatus;
  /** Entries counted in the draw once the entry is not locked. */
  entries: number;
  /** A locked entry the member can unlock with a request (the monthly giveaway, for free members). */
  unlockable: boolean;
}

/**
 * Entries by tier and giveaway type (groups spec §9: daily, major, monthly, preview, special; tiers free and
 * premium). Premium entries are guaranteed (entered without asking, and never left by opting out of a
 * newsletter); free members are entered in the daily and special giveaways, request an unlock of the
 * monthly one, and see the major and preview draws locked (their locked content).
 */
export const ENTRY_RULES: Record<GiveawayType, Record<MembershipTier, EntryRule>> = {
  daily: { free: { initial: 'unlocked', entries: 1, unlockable: false }, premium: { initial: 'guaranteed', entries: 5, unlockable: false } },
  major: { free: { initial: 'locked', entries: 1, unlockable: false }, premium: { initial: 'guaranteed', entries: 10, unlockable: false } },
  monthly: { free: { initial: 'locked', entries: 1, unlockable: true }, premium: { initial: 'guaranteed', entries: 3, unlockable: false } },
  preview: { free: { initial: 'locked', entries: 1, unlockable: false }, premium: { initial: 'guaranteed', entries: 1, unlockable: false } },
  special: { free: { initial: 'unlocked', entries: 1, unlockable: false }, premium: { initial: 'guaranteed', entries: 2, unlockable: false } },
};

/** Why a customer cannot be entered, or null when they can. */
export type IneligibleReason = 'not-a-member' | 'deposit-required' | 'premium-only';

export interface EntryEligibility {
  eligible: boolean;
  reason: IneligibleReason | null;
  /** The entry they have (or would have) now. */
  entryStatus: EntryStatus;
  /** Entries that count in the draw now: 0 while locked. */
  entries: number;
  unlockable: boolean;
}

/**
 * Whether a customer takes part in a giveaway type, and how. A non-member never does; a pending-deposit
 * member is held locked until their deposit (entries do not count before it); a member follows the rule
 * of their tier. A locked entry that cannot be unlocked is premium-only.
 */
export function entryEligibility(status: MembershipStatus, tier: MembershipTier, type: GiveawayType): EntryEligibility {
  const rule = ENTRY_RULES[type][tier];
  if (status === 'non-member') return { eligible: false, reason: 'not-a-member', entryStatus: 'locked', entries: 0, unlockable: false };
  if (status === 'pending-deposit') return { eligible: false, reason: 'deposit-required', entryStatus: 'locked', entries: 0, unlockable: false };
  if (rule.initial === 'locked' && !rule.unlockable) return { eligible: false, reason: 'premium-only', entryStatus: 'locked', entries: 0, unlockable: false };
  return { eligible: true, reason: null, entryStatus: rule.initial, entries: rule.initial === 'locked' ? 0 : rule.entries, unlockable: rule.unlockable };
}

/** Entries an entry in `entryStatus` counts for this tier and type (0 while locked). */
export function countedEntries(entryStatus: EntryStatus, tier: MembershipTier, type: GiveawayType): number {
  return entryStatus === 'locked' ? 0 : ENTRY_RULES[type][tier].entries;
}

/** "1 entry", "5 entries", "No entries yet" (the upcoming draw's numberOfEntriesText). */
export function numberOfEntriesText(entries: number): string {
  if (entries <= 0) return 'No entries yet';
  return entries === 1 ? '1 entry' : `${entries} entries`;
}
