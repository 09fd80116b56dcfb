import { DAILY_WINNERS_PROGRAM } from '@drawfront/shared/contract/membership';
import type { CartLineKind, PricedKindLine } from '../cart/line-kinds';
import { LineProblem } from '../cart/lines';
import type { Mailer } from '../outbox/mail/mailer';
import { membershipRenewedMail } from '../outbox/mail/mails/membership-renewed';
import { homeCurrencyOf } from '../sites/money-site';
import { tierAt } from './membership-view';
import { programmePriceIn } from './pricing';
import { findMembership, findProgramme } from './repository';
import { PROGRAMME_NAME, startPremiumPeriod } from './service';

/**
 * The premium tier sold through the cart as a `membership` line (storefront §3 "Membership item":
 * membershipProgram, membershipOfferName, membershipOffer, unitPrice, recurringPurchase). One period per line;
 * the purchase starts (or extends) the period in its own transaction, and the period renews as a subscription.
 */
export function premiumMembershipKind(mailer?: Pick<Mailer, 'send'>): CartLineKind {
  return {
    productType: 'membership',
    pricedPerCurrency: true,
    async price(db, { site, currency = site.currency, customerId, at }, draft): Promise<PricedKindLine> {
      const programme = await findProgramme(db, site.key, DAILY_WINNERS_PROGRAM);
      if (!programme || draft.key !== programme.premiumOffer) throw new LineProblem(`There is no membership '${draft.key}' on this site.`);
      if (draft.quantity !== 1) throw new LineProblem('A membership is bought one period at a time: quantity must be 1.');
      if (customerId === null) throw new LineProblem(`Sign in to buy ${PROGRAMME_NAME} Premium.`);
      const membership = await findMembership(db, programme.id, customerId);
      if (membership && tierAt(membership, at) === 'premium' && !membership.premiumCancelledAt) {
        throw new LineProblem(`You are already a ${PROGRAMME_NAME} Premium member: your membership renews on ${membership.premiumUntil!.toISOString().slice(0, 10)}.`);
      }
      // Priced in its own table for the currency (pounds on the en-GB site), never converted.
      const price = await programmePriceIn(db, programme, homeCurrencyOf(site), currency);
      if (!price) throw new LineProblem(`${PROGRAMME_NAME} Premium is not sold in ${currency}.`);
      const offerName = `${PROGRAMME_NAME} Premium`;
      return {
        productType: 'membership',
        key: programme.premiumOffer,
        quantity: 1,
        description: `${offerName} (${programme.premiumPeriodDays} days)`,
        currency: price.currency,
        unitPrice: price.premiumPriceCents,
        total: price.premiumPriceCents,
        details: { membershipProgram: DAILY_WINNERS_PROGRAM, membershipOfferName: offerName, membershipOffer: programme.premiumOffer, tier: 'premium', periodDays: programme.premiumPeriodDays },
        recurringPurchase: { enabled: true, type: 'subscription', availability: 'always' },
      };
    },
    async fulfil(tx, { site, customerId, checkoutId, at }, line) {
      const programme = await findProgramme(tx, site.key, DAILY_WINNERS_PROGRAM);
      if (!programme || line.key !== programme.premiumOffer) throw new LineProblem(`The membership '${line.key}' is no longer sold.`);
      const before = await findMembership(tx, programme.id, customerId);
      const after = await startPremiumPeriod(tx, { programme, customerId, checkoutId, at });
      // A period bought by a member who had one before is a renewal (the job's or their own), and they are told.
      if (before?.premiumUntil && before.premiumCheckoutId !== checkoutId) {
        await mailer?.send(tx, customerId, membershipRenewedMail, { programmeName: PROGRAMME_NAME, checkoutId, until: after.premiumUntil! });
      }
    },
  };
}
