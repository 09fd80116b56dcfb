/**
 * The daily-winners membership programme (groups spec §3 entities, §7 "Membership API", §9 constants).
 * The API answers these shapes; the membership remote reads them.
 */

/** Groups spec §9: default membership programme url. */
export const DEFAULT_PROGRAM_URL = 'daily-winners';
/** The programme key `PUT /membership` sends (groups spec §7). */
export const DAILY_WINNERS_PROGRAM = 'daily_winners';
/** Groups spec §9: date locale for giveaway times. */
export const GIVEAWAY_DATE_LOCALE = 'en-AU';
/** Storefront §9: giveaway list page size (offset 0). */
export const GIVEAWAY_PAGE_SIZE = 9;

export const GIVEAWAY_TYPES = ['daily', 'major', 'monthly', 'preview', 'special'] as const;
export type GiveawayType = (typeof GIVEAWAY_TYPES)[number];

export const MEMBERSHIP_TIERS = ['free', 'premium'] as const;
export type MembershipTier = (typeof MEMBERSHIP_TIERS)[number];

export const MEMBERSHIP_STATUSES = ['member', 'non-member', 'pending-deposit'] as const;
export type MembershipStatus = (typeof MEMBERSHIP_STATUSES)[number];

export type MembershipEligibility = 'eligible' | 'ineligible';

/** Upcoming draw (membership) entry status (groups spec §3). */
export const ENTRY_STATUSES = ['locked', 'unlocked', 'guaranteed'] as const;
export type EntryStatus = (typeof ENTRY_STATUSES)[number];

/** The monthly giveaway's unlock request (groups spec §4: pending then resolved). */
export type UnlockRequestStatus = 'pending' | 'resolved';

export interface MembershipTierConfig {
  key: MembershipTier;
  name: string;
  description: string;
  /** Per period, in cents; 0 for the free tier. */
  price: { amount: number; currency: string };
  /** Days a paid period lasts; null for the free tier. */
  periodDays: number | null;
  /** The membership offer a cart `membership` line names (premium only). */
  membershipOffer: string | null;
  benefits: string[];
}

export interface GiveawaySummary {
  type: GiveawayType;
  title: string;
  description: string;
}

/** `GET /v4/config` (groups spec §3 "Membership programme config"). */
export interface MembershipConfig {
  programName: string;
  programUrl: string;
  programId: string;
  programLogo: string | null;
  tiers: MembershipTierConfig[];
  giveaways: GiveawaySummary[];
  optIn: { title: string; text: string };
  manageMembership: { title: string; text: string };
  discounts: string[];
  eligiblePricingIds: string[];
  pastWinners: { title: string; text: string };
  faq: { question: string; answer: string }[];
  joinAll: string;
  joinPremium: string;
  memberOverview: string;
  footerDisclaimer: string;
  navigationItems: { label: string; path: string }[];
}

export interface PremiumPeriod {
  start: string;
  end: string;
  /** When the member cancelled renewal; benefits last to `end`. */
  cancelledAt: string | null;
}

/** `GET /v3/customer` (groups spec §3 "Customer membership"). */
export interface CustomerMembership {
  membershipProgram: string;
  membershipStatus: MembershipStatus;
  membershipTier: MembershipTier;
  eligibility: MembershipEligibility;
  membershipUpdated: string | null;
  premium: PremiumPeriod | null;
}

export interface GiveawayImage {
  url: string;
  contentDescription: string;
}

/** A giveaway draw (groups spec §3), with the customer's entry when signed in. */
export interface GiveawayDraw {
  id: string;
  externalId: string;
  number: number;
  type: GiveawayType;
  open: string;
  close: string;
  title: string;
  description: string;
  images: { mobile: GiveawayImage; desktop: GiveawayImage };
  pill: string | null;
  availability: 'open' | 'closed' | 'drawn';
  permits: string | null;
  /** Shown instead of the draw's details to a member whose entry is locked (a locked major draw). */
  lockedContent: { title: string; text: string } | null;
  details: { title: string; transferToken: string | null; url: string | null };
  prize: { amount: number; currency: string };
  entry: UpcomingMembershipDraw | null;
  winners: GiveawayWinner[];
}

/** Upcoming draw (membership): the customer's entry (groups spec §3). */
export interface UpcomingMembershipDraw {
  drawId: string;
  entryStatus: EntryStatus;
  numberOfEntriesText: string;
  entries: number;
  unlockRequest: UnlockRequestStatus | null;
  won: boolean;
}

export interface GiveawayWinner {
  name: string;
  prize: { amount: number; currency: string };
  giveawayType: GiveawayType;
  drawNumber: number;
  drawnAt: string;
  title: string;
}

export interface GiveawayPage {
  items: GiveawayDraw[];
  pageInfo: { limit: number; offset: number; total: number };
}

/** `GET /v3/benefits`: a signed, short-lived, single-use link to the partner benefits page. */
export interface BenefitsLink {
  ssoUrl: string;
}
