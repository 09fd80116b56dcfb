import type { CustomerMembership, EntryStatus, GiveawayDraw, MembershipTier, UpcomingMembershipDraw } from '@drawfront/shared/contract/membership';
import { DAILY_WINNERS_PROGRAM } from '@drawfront/shared/contract/membership';
import { countedEntries, ENTRY_RULES, entryEligibility, numberOfEntriesText } from '@drawfront/shared/rules/membership-entries';
import type { GiveawayDrawRow, GiveawayEntryRow, MembershipRow } from './repository';

/** The tier a member has at `at`: premium while a paid period runs (a cancelled one too, to its end), else free. */
export function tierAt(membership: MembershipRow, at: Date): MembershipTier {
  return membership.tier === 'premium' && membership.premiumUntil !== null && membership.premiumUntil > at ? 'premium' : 'free';
}

export function customerMembershipOf(membership: MembershipRow | null, now: Date): CustomerMembership {
  if (!membership) return { membershipProgram: DAILY_WINNERS_PROGRAM, membershipStatus: 'non-member', membershipTier: 'free', eligibility: 'eligible', membershipUpdated: null, premium: null };
  const tier = tierAt(membership, now);
  return {
    membershipProgram: DAILY_WINNERS_PROGRAM,
    membershipStatus: membership.status,
    membershipTier: tier,
    eligibility: 'eligible',
    membershipUpdated: membership.updatedAt.toISOString(),
    premium:
      tier === 'premium' && membership.premiumFrom && membership.premiumUntil
        ? { start: membership.premiumFrom.toISOString(), end: membership.premiumUntil.toISOString(), cancelledAt: membership.premiumCancelledAt?.toISOString() ?? null }
        : null,
  };
}

/**
 * A member's entry in an open draw as it stands: premium entries are guaranteed; a free member's follows their
 * stored choice (opt-in, unlock) or the tier's starting entry; a premium-only draw stays locked.
 */
export function openEntryOf(draw: GiveawayDrawRow, membership: MembershipRow, row: GiveawayEntryRow | null, at: Date): { entryStatus: EntryStatus; entries: number } {
  const tier = tierAt(membership, at);
  const eligibility = entryEligibility(membership.status, tier, draw.type);
  if (!eligibility.eligible && eligibility.reason !== null) return { entryStatus: 'locked', entries: 0 };
  if (tier === 'premium') return { entryStatus: 'guaranteed', entries: ENTRY_RULES[draw.type].premium.entries };
  const entryStatus = row?.entryStatus === 'guaranteed' ? ENTRY_RULES[draw.type].free.initial : (row?.entryStatus ?? eligibility.entryStatus);
  return { entryStatus, entries: countedEntries(entryStatus, 'free', draw.type) };
}

/** The customer's entry in a draw (open: as it stands now; drawn: as written down at the draw); null for a non-member. */
export function entryView(draw: GiveawayDrawRow, membership: MembershipRow | null, row: GiveawayEntryRow | null, now: Date): UpcomingMembershipDraw | null {
  if (draw.status === 'drawn') {
    if (!row) return null;
    return { drawId: draw.id, entryStatus: row.entryStatus, entries: row.entries, numberOfEntriesText: numberOfEntriesText(row.entries), unlockRequest: row.unlockRequest, won: row.won };
  }
  if (!membership || membership.status === 'non-member') return null;
  const entry = openEntryOf(draw, membership, row, now);
  return { drawId: draw.id, ...entry, numberOfEntriesText: numberOfEntriesText(entry.entries), unlockRequest: row?.unlockRequest ?? null, won: false };
}

export function giveawayView(draw: GiveawayDrawRow, currency: string, entry: UpcomingMembershipDraw | null, winners: GiveawayDraw['winners'], now: Date): GiveawayDraw {
  // A member whose entry is locked in a draw with locked content sees that content instead of the details.
  const locked = entry !== null && entry.entryStatus === 'locked' && draw.lockedContent !== null;
  return {
    id: draw.id,
    externalId: draw.externalId,
    number: draw.number,
    type: draw.type,
    open: draw.openAt.toISOString(),
    close: draw.closeAt.toISOString(),
    title: draw.title,
    description: draw.description,
    images: draw.images,
    pill: draw.pill,
    availability: draw.status === 'drawn' ? 'drawn' : draw.closeAt <= now ? 'closed' : 'open',
    permits: draw.permits,
    lockedContent: locked ? draw.lockedContent : null,
    details: locked ? { title: draw.details.title, transferToken: null, url: null } : draw.details,
    prize: { amount: draw.prizeCents, currency },
    entry,
    winners,
  };
}
