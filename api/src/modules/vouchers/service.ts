import { randomUUID } from 'node:crypto';
import type { CartPromotion, PromotionCredit } from '@drawfront/shared/contract/cart';
import { formatMoney } from '@drawfront/shared/format/money';
import { isCreditVoucher, needsExpiry, VOUCHER_MESSAGES, voucherDiscount, voucherRefusal } from '@drawfront/shared/rules/voucher';
import type { VoucherTerms, VoucherType } from '@drawfront/shared/rules/voucher';
import type { Database, Executor, Transaction } from '../../db/client';
import { AppError } from '../../errors/app-error';
import { ERROR_CODES } from '../../errors/error-codes';
import { requestHash } from '../../lib/request-hash';
import { keepAnswer, priorAnswer } from '../idempotency/service';
import { lockOrOpenWallet, post, systemAccount, violates } from '../ledger/service';
import type { SiteRecord } from '../sites/site-record';
import {
  deleteCartPromotion,
  findCartPromotion,
  findVoucher,
  insertRedemption,
  insertVoucher,
  listVouchers,
  lockVoucherById,
  moveCartPromotion,
  redemptionCounts,
  upsertCartPromotion,
} from './repository';
import type { VoucherRecord } from './repository';

export type { VoucherRecord } from './repository';

/** The money a site shows: currency and locale. */
type MoneySite = Pick<SiteRecord, 'currency' | 'locale' | 'homeCurrency'>;

const moneyOf = (site: MoneySite) => (cents: number) => formatMoney(cents, site.currency, site.locale);

function termsOf(voucher: VoucherRecord): VoucherTerms {
  return {
    code: voucher.code,
    type: voucher.type,
    value: voucher.type === 'voucher_percent_discount' ? voucher.percentBasisPoints! : voucher.amountCents!,
    minSpend: voucher.minSpendCents,
    expiresAt: voucher.expiresAt,
    maxRedemptions: voucher.maxRedemptions,
  };
}

/** "$5.00 off", "12.5% off", "$10.00 wallet credit". */
export function describeVoucher(voucher: VoucherRecord, site: MoneySite): string {
  if (voucher.type === 'voucher_percent_discount') return `${voucher.percentBasisPoints! / 100}% off`;
  const amount = moneyOf(site)(voucher.amountCents!);
  return isCreditVoucher(voucher.type) ? `${amount} wallet credit` : `${amount} off`;
}

const notAdded = (message: string) => new AppError(ERROR_CODES.promotionNotAdded, [message], { errors: { promotion_code: [message] } });

/** Why the voucher does not apply now, or null; redemptions are read in `executor` (under the voucher's lock in a purchase). */
async function refusalOf(executor: Executor, voucher: VoucherRecord, input: { customerId: string | null; subtotal: number; at: Date; site: MoneySite }): Promise<string | null> {
  // Vouchers are worth amounts in the site's own currency, never converted: not for a customer keeping another.
  if (input.site.homeCurrency !== undefined && input.site.homeCurrency !== input.site.currency) return `This code is for accounts in ${input.site.homeCurrency}, and your account keeps ${input.site.currency}.`;
  const counts = await redemptionCounts(executor, voucher.id, input.customerId);
  return voucherRefusal(termsOf(voucher), { at: input.at, subtotal: input.subtotal, signedIn: input.customerId !== null, ...counts }, moneyOf(input.site));
}

function toCartPromotion(id: string, voucher: VoucherRecord, discount: number, site: MoneySite): CartPromotion {
  const amount = (cents: number) => ({ amount: cents, currency: site.currency });
  return {
    id,
    productType: voucher.type as CartPromotion['productType'],
    code: voucher.code,
    description: describeVoucher(voucher, site),
    discount: amount(discount),
    minSpend: voucher.minSpendCents > 0 ? amount(voucher.minSpendCents) : null,
    expiresAt: voucher.expiresAt?.toISOString() ?? null,
  };
}

/** A code the cart was given: the voucher when it exists on the site, else promotion_not_added. */
export async function voucherForCode(executor: Executor, siteKey: string, code: string): Promise<VoucherRecord> {
  const voucher = await findVoucher(executor, siteKey, code);
  if (!voucher) throw notAdded(VOUCHER_MESSAGES.unknown(code));
  return voucher;
}

/** Puts a discount code on a cart whose chargeable subtotal is `subtotal`, or refuses it with promotion_not_added. */
export async function addCartPromotion(db: Database, input: { cartId: string; voucher: VoucherRecord; customerId: string | null; subtotal: number; at: Date; site: MoneySite }): Promise<void> {
  const refusal = await refusalOf(db, input.voucher, input);
  if (refusal) throw notAdded(refusal);
  await upsertCartPromotion(db, { cartId: input.cartId, id: randomUUID(), voucherId: input.voucher.id, createdAt: input.at });
}

/** The promotion a cart view shows: applied with its discount, removed with the reason it no longer applies, or none. */
export type CartPromotionView = { kind: 'none' } | { kind: 'applied'; promotion: CartPromotion } | { kind: 'removed'; id: string; reason: string };

/**
 * The cart's promotion priced against `subtotal` now. One that no longer applies (expired, used up, used by this
 * customer, under its minimum spend, nothing to discount) is taken off the cart, as lines that can no longer be bought are.
 */
export async function viewCartPromotion(executor: Executor, input: { cartId: string; customerId: string | null; subtotal: number; at: Date; site: MoneySite }): Promise<CartPromotionView> {
  const held = await findCartPromotion(executor, input.cartId);
  if (!held) return { kind: 'none' };
  const refusal = await refusalOf(executor, held.voucher, input);
  if (refusal) {
    await deleteCartPromotion(executor, input.cartId, held.id);
    return { kind: 'removed', id: held.id, reason: refusal };
  }
  return { kind: 'applied', promotion: toCartPromotion(held.id, held.voucher, voucherDiscount(termsOf(held.voucher), input.subtotal), input.site) };
}

/** Takes the cart's promotion off (`promotionId`: only that one); whether one went. */
export const removeCartPromotion = (executor: Executor, cartId: string, promotionId?: string): Promise<boolean> => deleteCartPromotion(executor, cartId, promotionId);

/** On sign-in: the anonymous cart's code joins the customer's cart unless it holds one. */
export const moveCartPromotionTo = (tx: Transaction, fromCartId: string, toCartId: string, at: Date): Promise<void> => moveCartPromotion(tx, fromCartId, toCartId, at);

/** A discount a purchase takes: which voucher, and the cents off. */
export interface PurchaseDiscount {
  voucherId: string;
  code: string;
  productType: VoucherType;
  discount: number;
}

/**
 * The cart's promotion checked again inside a purchase's transaction (which holds the wallet lock), under the
 * voucher's row lock so that redemptions are counted once: the discount on `subtotal`, or null when the cart
 * has no code. A code that stopped applying since the cart showed it refuses the purchase (promotion_not_added).
 */
export async function purchaseDiscount(tx: Transaction, input: { cartId: string; customerId: string; subtotal: number; at: Date; site: MoneySite }): Promise<PurchaseDiscount | null> {
  const held = await findCartPromotion(tx, input.cartId);
  if (!held) return null;
  const voucher = await lockVoucherById(tx, held.voucher.id);
  if (!voucher) return null;
  const refusal = await refusalOf(tx, voucher, input);
  if (refusal) throw notAdded(refusal);
  return { voucherId: voucher.id, code: voucher.code, productType: voucher.type, discount: voucherDiscount(termsOf(voucher), input.subtotal) };
}

/**
 * Records the discount a purchase used and takes the code off the cart, in the purchase's transaction. A
 * discount that rounded to nothing (1 % of 50 cents) took nothing, so it does not use the customer's one go.
 */
export async function recordPurchaseDiscount(tx: Transaction, input: { cartId: string; customerId: string; discount: PurchaseDiscount; checkoutId: string; transactionId: string | null; at: Date }): Promise<void> {
  if (input.discount.discount > 0) try {
    await insertRedemption(tx, {
      id: randomUUID(),
      voucherId: input.discount.voucherId,
      customerId: input.customerId,
      checkoutId: input.checkoutId,
      transactionId: input.transactionId,
      amountCents: input.discount.discount,
      createdAt: input.at,
    });
  } catch (error) {
    // The voucher lock and the wallet lock make this a backstop: one customer, one use.
    if (violates(error, 'voucher_redemptions_once_per_customer')) throw notAdded(VOUCHER_MESSAGES.alreadyUsed(input.discount.code));
    throw error;
  }
  await deleteCartPromotion(tx, input.cartId);
}

/** The account the house's promotional money comes from (discounts and credits), created on first use. */
export const promotionsAccount = (tx: Transaction, currency: string): Promise<number> => systemAccount(tx, 'house_promotions', currency);

/** What a credit redemption answered (kept under its Idempotency-Key). */
export interface CreditAnswer {
  credit: PromotionCredit;
  transactionId: string;
  replayed: boolean;
}

/**
 * Redeems a credit code into the customer's wallet (ledger `voucher_credit`: house promotions → wallet) in one
 * transaction under the wallet lock, then the voucher's lock: the key is checked first, so a retry (even one
 * racing the first call) gets the first answer and the wallet moves once; the same key with another code is
 * idempotency_key_reused; a code that does not apply is promotion_not_added and nothing moves.
 */
export async function redeemCredit(db: Database, input: { site: SiteRecord; customerId: string; voucher: VoucherRecord; idempotencyKey: string; at: Date }): Promise<CreditAnswer> {
  const { site, customerId, idempotencyKey, at } = input;
  const hash = requestHash('voucher-credit', { code: input.voucher.code });
  return db.transaction(async (tx) => {
    const wallet = await lockOrOpenWallet(tx, customerId, site.currency);
    const prior = await priorAnswer<Omit<CreditAnswer, 'replayed'>>(tx, customerId, idempotencyKey, hash);
    if (prior) return { ...prior.response, replayed: true };
    const voucher = await lockVoucherById(tx, input.voucher.id);
    if (!voucher) throw notAdded(VOUCHER_MESSAGES.unknown(input.voucher.code));
    const refusal = await refusalOf(tx, voucher, { customerId, subtotal: 0, at, site });
    if (refusal) throw notAdded(refusal);
    const amount = voucher.amountCents!;
    const posted = await post(tx, {
      kind: 'voucher_credit',
      reference: voucher.id,
      description: `Voucher ${voucher.code}`,
      at,
      entries: [
        { accountId: await promotionsAccount(tx, site.currency), amount: -amount },
        { accountId: wallet.id, amount },
      ],
    });
    await insertRedemption(tx, { id: randomUUID(), voucherId: voucher.id, customerId, checkoutId: null, transactionId: posted.transactionId, amountCents: amount, createdAt: at });
    const money = (cents: number) => ({ amount: cents, currency: site.currency });
    const answer = {
      credit: { code: voucher.code, productType: 'voucher_credit_amount' as const, credit: money(amount), balance: money(posted.balances.get(wallet.id)!) },
      transactionId: posted.transactionId,
    };
    await keepAnswer(tx, { customerId, key: idempotencyKey, requestHash: hash, statusCode: 200, response: answer, at });
    return { ...answer, replayed: false };
  });
}

/** What ops give to make a voucher (`npm run ops -- voucher create`). */
export interface NewVoucher {
  siteKey: string;
  code: string;
  type: VoucherType;
  /** Cents (fixed and credit types). */
  amountCents?: number;
  /** Basis points (percent type). */
  percentBasisPoints?: number;
  minSpendCents?: number;
  expiresAt?: Date;
  maxRedemptions?: number;
}

/** Checks a new voucher's fields against its type; the message of invalid_voucher, or null. */
export function newVoucherProblem(input: NewVoucher, at: Date): string | null {
  const percent = input.type === 'voucher_percent_discount';
  if (percent && input.percentBasisPoints === undefined) return 'a voucher_percent_discount needs a percentage (percentBasisPoints, 1 to 10000)';
  if (percent && input.amountCents !== undefined) return 'a voucher_percent_discount takes a percentage, not an amount';
  if (!percent && input.amountCents === undefined) return `a ${input.type} needs an amount in cents (amountCents)`;
  if (!percent && input.percentBasisPoints !== undefined) return `a ${input.type} takes an amount, not a percentage`;
  if (needsExpiry(input.type) && !input.expiresAt) return 'a voucher_fixed_discount_expire needs an expiry instant (expiresAt)';
  if (input.expiresAt && input.expiresAt.getTime() <= at.getTime()) return `the expiry ${input.expiresAt.toISOString()} has already passed`;
  if (isCreditVoucher(input.type) && input.minSpendCents) return 'a voucher_credit_amount pays into the wallet: it takes no minimum spend';
  return null;
}

/** Makes a voucher (ops). invalid_voucher for fields that do not fit its type; voucher_code_taken for a code the site has. */
export async function createVoucher(db: Database, input: NewVoucher, at: Date): Promise<VoucherRecord> {
  const problem = newVoucherProblem(input, at);
  if (problem) throw new AppError(ERROR_CODES.invalidVoucher, [problem]);
  try {
    return await insertVoucher(db, {
      id: randomUUID(),
      siteKey: input.siteKey,
      code: input.code,
      type: input.type,
      amountCents: input.amountCents ?? null,
      percentBasisPoints: input.percentBasisPoints ?? null,
      minSpendCents: input.minSpendCents ?? 0,
      expiresAt: input.expiresAt ?? null,
      maxRedemptions: input.maxRedemptions ?? null,
      createdAt: at,
    });
  } catch (error) {
    if (violates(error, 'vouchers_site_code_unique')) throw new AppError(ERROR_CODES.voucherCodeTaken, [input.siteKey, input.code]);
    throw error;
  }
}

export const vouchersOf = (db: Executor, siteKey: string) => listVouchers(db, siteKey);
