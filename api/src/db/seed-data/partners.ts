// The demo partner: a volunteer sea-rescue charity selling Dream Home Raffle tickets for its
// cause through `/purchase/coastal-rescue`; listed in the README's demo data.
import { randomUUID } from 'node:crypto';
import type { Executor } from '../client';
import { partners, sites } from '../schema';

export const SEED_PARTNERS = [
  {
    siteKey: 'drawfront',
    key: 'coastal-rescue',
    slug: 'coastal-rescue',
    name: 'Coastal Rescue Volunteers',
    siteUrl: 'https://coastal-rescue.example',
    channels: [{ channelKey: 'coastal_rescue_web' }, { channelKey: 'coastal_rescue_app' }],
    // Five tickets ($50.00) in the next Dream Home Raffle draw on sale, for the partner's own cause.
    product: { lottery: 'dream-home-raffle', raffleOffer: 'dream-home-raffle-tickets', recurringPurchase: null, drawNumber: null },
    causeKey: 'coastal_rescue',
  },
];

/** Inserts the demo partners a database lacks (by site and slug); an operator's partners are left alone. */
export async function seedPartners(tx: Executor, now: Date): Promise<void> {
  const present = new Set((await tx.select({ key: sites.key }).from(sites)).map((row) => row.key));
  const wanted = SEED_PARTNERS.filter((partner) => present.has(partner.siteKey));
  if (wanted.length === 0) return;
  await tx
    .insert(partners)
    .values(wanted.map((partner) => ({ id: randomUUID(), ...partner, createdAt: now })))
    .onConflictDoNothing();
}
