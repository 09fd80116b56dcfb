// Demo vouchers: one of each type on each demo site, listed in the README's demo data.
import { randomUUID } from 'node:crypto';
import type { VoucherType } from '@drawfront/shared/rules/voucher';
import type { Executor } from '../client';
import { sites, vouchers } from '../schema';

interface SeedVoucher {
  siteKey: string;
  code: string;
  type: VoucherType;
  amountCents?: number;
  percentBasisPoints?: number;
  minSpendCents?: number;
  /** Days after the seed runs that the code expires. */
  expiresInDays?: number;
}

export const SEED_VOUCHERS: SeedVoucher[] = [
  { siteKey: 'drawfront', code: 'SAVE5', type: 'voucher_fixed_discount', amountCents: 500, minSpendCents: 1000 },
  { siteKey: 'drawfront', code: 'TENOFF', type: 'voucher_percent_discount', percentBasisPoints: 1000 },
  { siteKey: 'drawfront', code: 'SPRING5', type: 'voucher_fixed_discount_expire', amountCents: 500, expiresInDays: 90 },
  { siteKey: 'drawfront', code: 'WELCOME10', type: 'voucher_credit_amount', amountCents: 1000 },
  { siteKey: 'goodcause', code: 'GIVE5', type: 'voucher_fixed_discount', amountCents: 500, minSpendCents: 2000 },
  { siteKey: 'goodcause', code: 'GIVE10PC', type: 'voucher_percent_discount', percentBasisPoints: 1000 },
  { siteKey: 'goodcause', code: 'GIVESPRING', type: 'voucher_fixed_discount_expire', amountCents: 300, expiresInDays: 90 },
  { siteKey: 'goodcause', code: 'GIVECREDIT', type: 'voucher_credit_amount', amountCents: 500 },
];

/** Inserts the demo vouchers a database lacks (by site and code); an operator's own vouchers are left alone. */
export async function seedVouchers(tx: Executor, now: Date): Promise<void> {
  // Only sites the database has (an older database may lack one).
  const present = new Set((await tx.select({ key: sites.key }).from(sites)).map((row) => row.key));
  const wanted = SEED_VOUCHERS.filter((voucher) => present.has(voucher.siteKey));
  if (wanted.length === 0) return;
  await tx
    .insert(vouchers)
    .values(
      wanted.map((voucher) => ({
        id: randomUUID(),
        siteKey: voucher.siteKey,
        code: voucher.code,
        type: voucher.type,
        amountCents: voucher.amountCents ?? null,
        percentBasisPoints: voucher.percentBasisPoints ?? null,
        minSpendCents: voucher.minSpendCents ?? 0,
        expiresAt: voucher.expiresInDays === undefined ? null : new Date(now.getTime() + voucher.expiresInDays * 86_400_000),
        maxRedemptions: null,
        createdAt: now,
      })),
    )
    .onConflictDoNothing();
}
