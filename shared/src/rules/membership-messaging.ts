import type { MembershipStatus, MembershipTier } from '../contract/membership';

/** Which message the daily-winners landing shows (groups spec §4 "Membership"). */
export type LandingMessaging = 'visitor' | 'non-member' | 'pending-deposit' | 'member' | 'premium';

/** The call to action the tier drives (groups spec §4: "tiers free and premium drive calls to action"). */
export type TierCallToAction = 'sign-in' | 'join' | 'deposit' | 'upgrade' | 'see-giveaways' | 'manage-premium';

export interface MembershipView {
  status: MembershipStatus;
  tier: MembershipTier;
}

/**
 * The landing's messaging: a visitor (no customer) and a non-member are asked to join, a pending-deposit
 * member to deposit, and a member gets member messaging, or premium messaging when their tier is premium.
 * Premium messaging needs the member status too: a premium tier left on a non-member record is no member.
 */
export function landingMessaging(membership: MembershipView | null): LandingMessaging {
  if (!membership) return 'visitor';
  if (membership.status === 'non-member') return 'non-member';
  if (membership.status === 'pending-deposit') return 'pending-deposit';
  return membership.tier === 'premium' ? 'premium' : 'member';
}

/**
 * The main call to action for a messaging. A free member is offered the upgrade only where the site sells
 * memberships (the membership-purchase capability); elsewhere their next step is the giveaways.
 */
export function tierCallToAction(messaging: LandingMessaging, sellsPremium: boolean): TierCallToAction {
  switch (messaging) {
    case 'visitor':
      return 'sign-in';
    case 'non-member':
      return 'join';
    case 'pending-deposit':
      return 'deposit';
    case 'member':
      return sellsPremium ? 'upgrade' : 'see-giveaways';
    case 'premium':
      return 'manage-premium';
  }
}
