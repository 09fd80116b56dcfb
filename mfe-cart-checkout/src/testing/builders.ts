import type { Capability } from '@drawfront/shared/contract/capabilities';
import type { Customer } from '@drawfront/shared/contract/customer';
import type { Receipt, ReceiptLine } from '@drawfront/shared/contract/purchase';
import type { SiteInfo } from '@drawfront/shared/contract/site';
import { buildCustomer as buildSharedCustomer } from '@drawfront/shared/testing/build-customer';
import { buildSite } from '@drawfront/shared/testing/build-remote-props';

/** Test data builders for sites, receipts and customers (STYLE.md: builders, not copied JSON). Only tests import this file. */

/** The capabilities of every page this remote links to: the lotto list, deposits, cards, limits, verification, tickets and partner checkout. */
export const LINKED_PAGE_CAPABILITIES: Capability[] = ['commercial-lotteries', 'multi-offer-site', 'wallet-deposit', 'wallet-manage', 'spend-limits', 'deposit-limits', 'verify-id', 'viewing-orders', 'partner-purchase'];

/** A site with every page the cart, checkout and receipt link to, so each link is rendered. */
export function buildCheckoutSite(overrides: Partial<SiteInfo> = {}): SiteInfo {
  return buildSite({ capabilities: LINKED_PAGE_CAPABILITIES, ...overrides });
}

export function buildReceiptLine(overrides: Partial<ReceiptLine> = {}): ReceiptLine {
  return {
    lotteryKey: 'saturday-super-draw',
    productDescription: 'Saturday Super Draw',
    drawNo: 4400,
    drawDate: '2030-01-04T09:30:00.000Z',
    numDraws: 1,
    numGames: 4,
    purchasePrice: { amount: 300, currency: 'AUD' },
    purchaseStatus: 'standard',
    ...overrides,
  };
}

export function buildReceipt(overrides: Partial<Receipt> = {}): Receipt {
  const lines = overrides.lines ?? [buildReceiptLine()];
  const total = lines.reduce((sum, line) => sum + line.purchasePrice.amount, 0);
  return {
    checkoutId: 'CHK-1001',
    purchasedAt: '2029-12-30T01:00:00.000Z',
    total: { amount: total, currency: 'AUD' },
    lines,
    balance: { amount: 4700, currency: 'AUD' },
    trackingData: {
      goals: ['purchase'],
      products: lines.map((line) => ({
        brand: 'Lotto',
        analyticsProductType: 'lottery_ticket',
        causeKey: null,
        productDescription: line.productDescription,
        drawDate: line.drawDate,
        drawNo: line.drawNo,
        hasFavouriteNumbers: false,
        analyticsName: line.lotteryKey,
        numDraws: line.numDraws,
        numGames: line.numGames,
        purchasePrice: line.purchasePrice.amount,
        prizePool: null,
        lotteryKey: line.lotteryKey,
        recurringPurchaseEnabled: false,
        recurringPurchaseType: null,
        analyticsVariant: 'standard',
        purchaseStatus: line.purchaseStatus,
        daysOfWeek: 32,
      })),
    },
    ...overrides,
  };
}

export function buildCustomer(overrides: Partial<Customer> = {}): Customer {
  return buildSharedCustomer({ customerId: 'cust-1', firstname: 'Alex', lastname: 'Jones', email: 'alex@example.com', balance: { amount: 5000, currency: 'AUD' }, isVerified: true, ...overrides });
}
