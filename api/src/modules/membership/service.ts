import { randomUUID } from 'node:crypto';
import type { CustomerMembership, MembershipConfig, MembershipStatus, MembershipTier } from '@drawfront/shared/contract/membership';
import { DAILY_WINNERS_PROGRAM } from '@drawfront/shared/contract/membership';
import { playBreakNotice } from '@drawfront/shared/rules/play-break';
import type { PlayBreak } from '@drawfront/shared/rules/play-break';
import type { Database, Executor, Transaction } from '../../db/client';
import { AppError } from '../../errors/app-error';
import { ERROR_CODES } from '../../errors/error-codes';
import type { Clock } from '../../lib/clock';
import { walletBalance } from '../ledger/service';
import type { SiteRecord } from '../sites/site-record';
import { customerMembershipOf, tierAt } from './membership-view';
import { findMembership, findProgramme, leaveEveryProgramme, lockOrCreateMembership, updateMembership } from './repository';
import type { MembershipRow, ProgrammeRow } from './repository';
import type { SubVariant } from '../sites/site-record';
import { homeCurrencyOf } from '../sites/money-site';
import { programmePriceIn, programmePriceShown } from './pricing';
import type { ProgrammePrice } from './pricing';

export const PROGRAMME_NAME = 'Daily Winners';

/** A closed account leaves every programme inside the closure's transaction: no more entries, prizes or renewals. */
export function leaveMembershipOnClosure(tx: Executor, customerId: string, at: Date): Promise<number> {
  return leaveEveryProgramme(tx, customerId, at);
}

/** The site's programme, or the spec's 404 when it runs none. */
export async function programmeOf(db: Executor, site: Pick<SiteRecord, 'key'>): Promise<ProgrammeRow> {
  const programme = await findProgramme(db, site.key, DAILY_WINNERS_PROGRAM);
  if (!programme) throw new AppError(ERROR_CODES.membershipProgramNotFound, [site.key, DAILY_WINNERS_PROGRAM]);
  return programme;
}

/** The programme's texts with its two tiers, priced as `price` sells it (the visitor's sub-variant's currency). */
export function configOf(programme: ProgrammeRow, price: ProgrammePrice): MembershipConfig {
  return {
    ...programme.config,
    tiers: [
      { key: 'free', name: 'Free', description: 'Join and opt in: a daily entry, the special giveaways, and the monthly giveaway once you unlock it.', price: { amount: 0, currency: price.currency }, periodDays: null, membershipOffer: null, benefits: ['1 entry in every daily giveaway', 'Unlock the monthly giveaway', 'Special giveaways'] },
      {
        key: 'premium',
        name: 'Premium',
        description: `Guaranteed entries in every giveaway, renewed every ${programme.premiumPeriodDays} days until you cancel.`,
        price: { amount: price.premiumPriceCents, currency: price.currency },
        periodDays: programme.premiumPeriodDays,
        membershipOffer: programme.premiumOffer,
        benefits: ['5 entries in every daily giveaway', 'Guaranteed monthly and major giveaway entries', 'Preview giveaways', 'Partner benefits'],
      },
    ],
  };
}

export interface JoinRequest {
  membershipProgram: string;
  membershipStatus: MembershipStatus;
  membershipTier?: MembershipTier;
  metadata?: Record<string, string>;
}

export type MembershipService = ReturnType<typeof createMembershipService>;

export interface MembershipDeps {
  clock: Clock;
  /**
   * The break or self-exclusion in force (play-breaks/service.ts): Daily Winners has prizes, so a customer on one
   * cannot join it, free or not, and leaving is always allowed.
   */
  playBreakInForce?: (customerId: string, executor: Executor, at: Date) => Promise<PlayBreak | null>;
}

/** Joining, leaving and reading the membership; premium periods (bought through the cart, renewed by a recurring purchase). */
export function createMembershipService(db: Database, deps: MembershipDeps) {
  const { clock } = deps;

  /** A member who has never had money in their wallet is pending-deposit: their entries count once they deposit. */
  async function statusOnJoin(tx: Executor, customerId: string): Promise<MembershipStatus> {
    return (await walletBalance(tx, customerId)) > 0 ? 'member' : 'pending-deposit';
  }

  return {
    /** The programme as a visitor on `subVariant` sees it: priced in that sub-variant's currency when it sells it there. */
    async config(site: SiteRecord, subVariant: Pick<SubVariant, 'currency'>): Promise<MembershipConfig> {
      const programme = await programmeOf(db, site);
      return configOf(programme, await programmePriceShown(db, programme, homeCurrencyOf(site), subVariant.currency));
    },

    /** The customer's membership; a pending-deposit member with money in their wallet now is a member from here on. */
    async customer(site: SiteRecord, customerId: string): Promise<CustomerMembership> {
      const programme = await programmeOf(db, site);
      const row = await db.transaction(async (tx) => {
        const membership = await findMembership(tx, programme.id, customerId, { lock: true });
        if (membership?.status !== 'pending-deposit' || (await walletBalance(tx, customerId)) <= 0) return membership;
        const now = clock.now();
        await updateMembership(tx, membership.id, { status: 'member', updatedAt: now });
        return { ...membership, status: 'member' as const, updatedAt: now };
      });
      return customerMembershipOf(row, clock.now());
    },

    /**
     * `PUT /membership` (version 3.2): joins (member; pending-deposit until a first deposit), leaves
     * (non-member), or with membershipTier free cancels a premium renewal, keeping premium to the period's end.
     */
    async join(site: SiteRecord, customerId: string, request: JoinRequest): Promise<CustomerMembership> {
      if (request.membershipProgram !== DAILY_WINNERS_PROGRAM) throw new AppError(ERROR_CODES.membershipProgramNotFound, [site.key, request.membershipProgram]);
      if (request.membershipTier === 'premium') throw new AppError(ERROR_CODES.entryNotAllowed, ['Premium membership is bought through the cart: add the membership to your cart and check out.']);
      const programme = await programmeOf(db, site);
      // Giveaway prizes are paid in the member's currency at the programme's published rate, never converted live:
      // a currency the programme is not sold in has no prizes to pay, so its customers cannot join.
      if (request.membershipStatus !== 'non-member' && !(await programmePriceIn(db, programme, homeCurrencyOf(site), site.currency))) {
        throw new AppError(ERROR_CODES.entryNotAllowed, [`${PROGRAMME_NAME} is not offered in ${site.currency}, the currency your account keeps.`]);
      }
      const now = clock.now();
      const row = await db.transaction(async (tx) => {
        if (request.membershipStatus !== 'non-member') {
          const playBreak = await deps.playBreakInForce?.(customerId, tx, now);
          if (playBreak) throw new AppError(ERROR_CODES.playBreak, [playBreakNotice(playBreak, site.locale, site.timeZone)]);
        }
        const wanted: MembershipStatus = request.membershipStatus === 'non-member' ? 'non-member' : await statusOnJoin(tx, customerId);
        const { row: membership, created } = await lockOrCreateMembership(tx, { id: randomUUID(), programmeId: programme.id, customerId, status: wanted, updatedAt: now });
        const changes: Partial<MembershipRow> = { metadata: { ...membership.metadata, ...(request.metadata ?? {}) }, updatedAt: now };
        // A pending-deposit member asking to join again stays pending until the deposit; a member stays a member.
        if (!created && !(wanted === 'pending-deposit' && membership.status === 'member')) changes.status = wanted;
        if (request.membershipTier === 'free' && tierAt(membership, now) === 'premium' && !membership.premiumCancelledAt) changes.premiumCancelledAt = now;
        await updateMembership(tx, membership.id, changes);
        return { ...membership, ...changes } as MembershipRow;
      });
      return customerMembershipOf(row, now);
    },

    /** The customer's membership row (null: never joined), for the other parts of the programme. */
    find: (executor: Executor, programmeId: number, customerId: string) => findMembership(executor, programmeId, customerId),
  };
}

/**
 * Starts or extends a premium period inside a purchase's (or a renewal's) transaction: the period runs from the
 * end of the current one (or now) for the programme's period, renewal is on again, and the member is a member
 * (they have paid). This is the seam a recurring purchase record calls to renew premium.
 */
export async function startPremiumPeriod(tx: Transaction, input: { programme: ProgrammeRow; customerId: string; checkoutId: string; at: Date }): Promise<MembershipRow> {
  const { programme, customerId, checkoutId, at } = input;
  const { row } = await lockOrCreateMembership(tx, { id: randomUUID(), programmeId: programme.id, customerId, status: 'member', updatedAt: at });
  // The same purchase delivered twice (a retried fulfilment) extends nothing.
  if (row.premiumCheckoutId === checkoutId) return row;
  const from = row.tier === 'premium' && row.premiumUntil && row.premiumUntil > at ? row.premiumUntil : at;
  const changes = {
    status: 'member' as const,
    tier: 'premium' as const,
    premiumFrom: row.tier === 'premium' && row.premiumFrom && from !== at ? row.premiumFrom : at,
    premiumUntil: new Date(from.getTime() + programme.premiumPeriodDays * 86_400_000),
    premiumCancelledAt: null,
    premiumCheckoutId: checkoutId,
    updatedAt: at,
  };
  await updateMembership(tx, row.id, changes);
  return { ...row, ...changes };
}
