import type { Executor } from '../../db/client';
import { listProgrammePricing } from './repository';
import type { ProgrammeRow } from './repository';

/** The programme as sold in one currency: the premium period's price, and how its giveaway prizes are paid there. */
export interface ProgrammePrice {
  currency: string;
  premiumPriceCents: number;
  /** A prize in the programme's own currency as paid in this one: rounded down, so it never promises more than is paid. */
  prize(cents: number): number;
}

const own = (programme: ProgrammeRow, currency: string): ProgrammePrice => ({ currency, premiumPriceCents: programme.premiumPriceCents, prize: (cents) => cents });

/**
 * The programme's price in `currency`: its own in the site's currency (`homeCurrency`), a sub-variant's row in
 * that sub-variant's (pounds on the en-GB site); null when nothing sells it in `currency`, which is then refused,
 * never converted.
 */
export async function programmePriceIn(db: Executor, programme: ProgrammeRow, homeCurrency: string, currency: string): Promise<ProgrammePrice | null> {
  if (currency === homeCurrency) return own(programme, currency);
  const row = (await listProgrammePricing(db, programme.id)).find((pricing) => pricing.currency === currency);
  if (!row) return null;
  return { currency, premiumPriceCents: row.premiumPriceCents, prize: (cents) => Math.floor((cents * row.prizePercent) / 100) };
}

/** The price a visitor sees: in `currency` (their sub-variant's, or their wallet's) when it is sold in it, else the site's own. */
export async function programmePriceShown(db: Executor, programme: ProgrammeRow, homeCurrency: string, currency: string): Promise<ProgrammePrice> {
  return (await programmePriceIn(db, programme, homeCurrency, currency)) ?? own(programme, homeCurrency);
}
