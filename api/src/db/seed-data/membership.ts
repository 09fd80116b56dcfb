import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { DAILY_WINNERS_PROGRAM, DEFAULT_PROGRAM_URL } from '@drawfront/shared/contract/membership';
import type { MembershipConfig } from '@drawfront/shared/contract/membership';
import { newDrawSeed } from '../../modules/draws/fairness/draw-seed';
import { giveawaysAhead } from '../../modules/membership/giveaway-schedule';
import type { Transaction } from '../client';
import { giveawayDraws, membershipProgrammes, membershipSubVariantPricing } from '../schema/membership';

const DAY_MS = 86_400_000;

/** The daily-winners programme of the drawfront site: its texts, and premium at $9.99 per 30 days. */
const DRAWFRONT_PROGRAMME: Omit<MembershipConfig, 'tiers'> = {
  programName: 'Daily Winners',
  programUrl: DEFAULT_PROGRAM_URL,
  programId: DAILY_WINNERS_PROGRAM,
  programLogo: null,
  giveaways: [
    { type: 'daily', title: 'Daily', description: 'A cash prize drawn every day at 8 pm.' },
    { type: 'major', title: 'Major', description: 'Big prizes a few times a year, for premium members.' },
    { type: 'monthly', title: 'Monthly', description: 'Unlock your entry for a $1,000 prize every month.' },
    { type: 'preview', title: 'Preview', description: 'Early entry to new giveaways, for premium members.' },
    { type: 'special', title: 'Special', description: 'One-off giveaways for every member.' },
  ],
  optIn: { title: 'You are in!', text: 'You are entered in the daily giveaway.' },
  manageMembership: { title: 'Manage your membership', text: 'Cancel premium at any time: your benefits last to the end of the period you paid for.' },
  discounts: ['10% off partner cinema tickets', '$5 off your first partner meal delivery', 'Free partner car wash every month'],
  eligiblePricingIds: ['default'],
  pastWinners: { title: 'Our latest winners', text: 'Members win every day. Names are shortened to protect their privacy.' },
  faq: [
    { question: 'Does joining cost anything?', answer: 'No: the free tier costs nothing. Premium is a paid membership that renews until you cancel.' },
    { question: 'When are giveaways drawn?', answer: 'Daily giveaways are drawn at 8 pm Sydney time; monthly ones on the last day of the month.' },
  ],
  joinAll: 'Join Daily Winners for free',
  joinPremium: 'Go premium',
  memberOverview: 'Every day one member wins cash. Join for free and you are in.',
  footerDisclaimer: 'Giveaways are free promotions. Prizes are credited to the winner’s wallet. Members must be 18 or over.',
  navigationItems: [
    { label: 'Daily Winners', path: '/daily-winners' },
    { label: 'Winners', path: '/daily-winners/winners' },
  ],
};

/** Giveaways a programme is seeded with besides its daily and monthly ones: a major (locked for free members), a preview and a special. */
function oneOffGiveaways(programmeId: number, now: Date): (typeof giveawayDraws.$inferInsert)[] {
  const at = (days: number) => new Date(now.getTime() + days * DAY_MS);
  const image = (name: string, contentDescription: string) => ({ mobile: { url: `/images/giveaways/${name}-mobile.svg`, contentDescription }, desktop: { url: `/images/giveaways/${name}-desktop.svg`, contentDescription } });
  const common = { programmeId, permits: 'Authorised under NSW Permit No. TP/00000', pill: null, winnersCount: 1 };
  const withSeed = <T extends object>(row: T) => {
    const { seed, hash } = newDrawSeed();
    return { id: randomUUID(), seed, seedHash: hash, ...row };
  };
  return [
    withSeed({
      ...common,
      type: 'major' as const,
      number: 1,
      externalId: 'major-1',
      title: 'Summer car giveaway',
      description: 'Win a new hatchback worth $30,000.',
      images: image('major', 'A red hatchback with a bow on the roof'),
      pill: 'Premium',
      lockedContent: { title: 'This giveaway is locked', text: 'Major giveaways are for premium members. Go premium to unlock your guaranteed entries.' },
      details: { title: 'Prize details', transferToken: null, url: null },
      openAt: at(-1),
      closeAt: at(30),
      prizeCents: 0,
    }),
    withSeed({ ...common, type: 'preview' as const, number: 1, externalId: 'preview-1', title: 'Preview: holiday for two', description: 'An early look at our next giveaway.', images: image('preview', 'A beach at sunset'), lockedContent: { title: 'Premium preview', text: 'Previews are for premium members.' }, details: { title: 'Preview details', transferToken: null, url: null }, openAt: at(-1), closeAt: at(14), prizeCents: 0 }),
    withSeed({ ...common, type: 'special' as const, number: 1, externalId: 'special-1', title: 'Special $500 giveaway', description: 'A one-off $500 prize for every member.', images: image('special', 'Confetti over a gift box'), lockedContent: null, details: { title: 'Special details', transferToken: null, url: null }, openAt: at(-1), closeAt: at(7), prizeCents: 50_000 }),
  ];
}

/** Seeds the programme (once) with its first giveaways; the `membership-giveaways` job keeps daily and monthly ones ahead. */
export async function seedMembership(tx: Transaction, now: Date): Promise<void> {
  await tx.insert(membershipProgrammes).values({ siteKey: 'drawfront', programId: DAILY_WINNERS_PROGRAM, config: DRAWFRONT_PROGRAMME, premiumOffer: 'daily-winners-premium', premiumPriceCents: 999, premiumPeriodDays: 30 }).onConflictDoNothing();
  const [programme] = await tx.select({ id: membershipProgrammes.id }).from(membershipProgrammes).where(and(eq(membershipProgrammes.siteKey, 'drawfront'), eq(membershipProgrammes.programId, DAILY_WINNERS_PROGRAM)));
  if (!programme) return;
  // The en-GB site sells premium at £5.99 and pays giveaway prizes to pound members at 52p per A$1 (as its draws).
  await tx.insert(membershipSubVariantPricing).values({ programmeId: programme.id, subVariant: 'GB', currency: 'GBP', premiumPriceCents: 599, prizePercent: 52 }).onConflictDoNothing();
  await tx.insert(giveawayDraws).values([...giveawaysAhead(programme.id, 'Australia/Sydney', now), ...oneOffGiveaways(programme.id, now)]).onConflictDoNothing();
}
