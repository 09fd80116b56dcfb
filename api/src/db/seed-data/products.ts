import { and, eq } from 'drizzle-orm';
import type { PriceTier } from '@drawfront/shared/contract/catalogue';
import type { Transaction } from '../client';
import { offerSubVariantPricing, offerTerms, productOffers } from '../schema';
import { SEED_SITES } from './sites';
import { DEFAULT_PRICING, SEED_OFFERS } from './offers';
import type { SeedOffer } from './offers';

/**
 * The en-GB sub-variant's pound price list of each drawfront offer: pence per 100 cents of the AU list
 * (rounded to the penny per tier, so a tier never costs a fraction of a penny) and the rate its prize
 * pools are published at. Saturday Super Draw at 60 makes a 75c line 45p, the "from £0.45 a line" of
 * the en-GB home page.
 */
export const GB_PRICING: Readonly<Record<string, { pricePercent: number; prizePoolPercent: number }>> = {
  'saturday-super-draw': { pricePercent: 60, prizePoolPercent: 52 },
  'thursday-starburst': { pricePercent: 60, prizePoolPercent: 52 },
  'midweek-draw': { pricePercent: 60, prizePoolPercent: 52 },
  'friday-windfall': { pricePercent: 60, prizePoolPercent: 52 },
  'dream-home-raffle': { pricePercent: 50, prizePoolPercent: 52 },
  'super-draw-syndicate': { pricePercent: 54, prizePoolPercent: 52 },
  'lucky-strike': { pricePercent: 60, prizePoolPercent: 52 },
};

/** A price table in pence from the AU table, at `percent` pence per 100 cents. */
export function poundPrices(prices: readonly PriceTier[], percent: number): PriceTier[] {
  return prices.map((tier) => ({ games: tier.games, price: Math.round((tier.price * percent) / 100) }));
}

/** Writes the en-GB pricing of every offer named in `GB_PRICING` (skipped where it exists). */
export async function seedSubVariantPricing(tx: Transaction): Promise<void> {
  for (const offer of SEED_OFFERS) {
    const gb = GB_PRICING[offer.key];
    if (!gb || offer.siteKey !== 'drawfront') continue;
    const [stored] = await tx
      .select({ id: productOffers.id, gameTypes: productOffers.gameTypes })
      .from(productOffers)
      .where(and(eq(productOffers.siteKey, offer.siteKey), eq(productOffers.pricingName, DEFAULT_PRICING), eq(productOffers.key, offer.key)));
    if (!stored) continue;
    const prices: Record<string, PriceTier[]> = {};
    for (const gameType of stored.gameTypes) for (const gameOffer of gameType.gameOffers) prices[gameOffer.key] = poundPrices(gameOffer.prices, gb.pricePercent);
    await tx
      .insert(offerSubVariantPricing)
      .values({ offerId: stored.id, subVariant: 'GB', currency: 'GBP', prices, prizePoolPercent: gb.prizePoolPercent })
      .onConflictDoNothing();
  }
}

type Section = { heading: string; paragraphs: string[] };

/** An offer's terms, worded for its site (site name, minimum age) and its kind of product. */
export function offerTermsOf(offer: SeedOffer): { title: string; sections: Section[] } {
  const site = SEED_SITES.find((candidate) => candidate.key === offer.siteKey)!;
  const { siteName, minimumRegistrationAge } = site.constants;
  const sections: Section[] = [
    { heading: 'Who can play', paragraphs: [`You must be ${minimumRegistrationAge} or older and hold a ${siteName} account to buy ${offer.name} tickets.`] },
    { heading: 'Buying tickets', paragraphs: ['Sales for each draw close at the time shown on the play page. A ticket is yours once its purchase is confirmed on your receipt.'] },
  ];
  if (offer.type === 'lottery_ticket') sections.push({ heading: 'Draws and prizes', paragraphs: ['Each draw’s numbers come from a seed committed before sales close and revealed after the draw, so anyone can check the result.', 'Prizes are paid to your wallet once the draw is scored; large prizes are claimed through support.'] });
  if (offer.type === 'raffle_ticket') sections.push({ heading: 'Draws and prizes', paragraphs: ['Each ticket has a number issued in sequence when you buy it; the winning ticket numbers are drawn from the tickets sold.', 'You can also enter free by post: see the free entry page of this raffle.'] });
  if (offer.type === 'syndicate_share') sections.push({ heading: 'Shares and prizes', paragraphs: [`The syndicate plays ${offer.tickets ?? 0} tickets in each draw, shared ${offer.size ?? 0} ways.`, 'Prizes are split between holdings in proportion to shares; cents that do not divide evenly go one each to the holdings with the largest remainders.'] });
  // A raffle's prizes are not paid from its sales, so all of a ticket's price goes to the cause (shared/src/rules/raffle-support.ts).
  const causeText = offer.type === 'raffle_ticket' ? 'Every cent of every ticket sold goes to the cause you choose when you buy it.' : 'Part of every ticket sold funds the cause you choose when you buy it.';
  if (offer.causeKeys.length > 0) sections.push({ heading: 'Causes', paragraphs: [causeText] });
  if (offer.recurringPurchase) sections.push({ heading: offer.recurringPurchase.type === 'autoplay' ? 'Autoplay' : 'Subscriptions', paragraphs: [offer.recurringPurchaseInformation ?? 'You can stop it at any time from your account.'] });
  return { title: `${offer.name}: terms and conditions`, sections };
}

/** Writes every seeded offer's terms and each raffle draw's own (skipped where they exist). */
export async function seedTerms(tx: Transaction, now: Date): Promise<void> {
  for (const offer of SEED_OFFERS) {
    const terms = offerTermsOf(offer);
    await tx.insert(offerTerms).values({ siteKey: offer.siteKey, offerKey: offer.key, drawNo: null, ...terms, updatedAt: now }).onConflictDoNothing();
    if (offer.draws.kind !== 'raffle') continue;
    for (const draw of offer.draws.draws) {
      const prize = `$${(draw.prizeValueCents / 100).toLocaleString('en-AU')}`;
      await tx
        .insert(offerTerms)
        .values({
          siteKey: offer.siteKey,
          offerKey: offer.key,
          drawNo: draw.drawNo,
          title: `${draw.name}: terms and conditions`,
          sections: [
            { heading: 'Prize', paragraphs: [`The first prize of draw ${draw.drawNo} is valued at ${prize}. It cannot be exchanged for another prize.`] },
            { heading: 'Entries', paragraphs: [`The ${offer.name} terms apply to this draw. Tickets are numbered in sequence as they are sold; free postal entries are numbered as they arrive.`] },
          ],
          updatedAt: now,
        })
        .onConflictDoNothing();
    }
  }
}

/** This area's seed: the en-GB pound pricing and every offer's and raffle draw's terms. */
export async function seedProducts(tx: Transaction, now: Date): Promise<void> {
  await seedSubVariantPricing(tx);
  await seedTerms(tx, now);
}
