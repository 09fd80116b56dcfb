import type { Receipt, ReceiptLine } from '@drawfront/shared/contract/purchase';
import { mailTime } from '../customer-clock';
import type { MailContext, MailMaker } from '../mailer';

/**
 * One receipt line in words. This is the seam for the shared line presenter (a label such as
 * "3 raffle tickets (nos. 1041–1043)"): until it lands, the line says what the receipt holds today.
 */
export function receiptLineText(line: ReceiptLine, context: Pick<MailContext, 'money'>): string {
  const games = `${line.numGames} ${line.numGames === 1 ? 'game' : 'games'}`;
  const draws = line.numDraws > 1 ? `, ${line.numDraws} draws from draw ${line.drawNo}` : `, draw ${line.drawNo}`;
  const preOrder = line.purchaseStatus === 'pre_order' ? ' (pre-order)' : '';
  return `${line.productDescription}: ${games}${draws}${preOrder}, ${context.money(line.purchasePrice.amount)}`;
}

/** The receipt of a purchase from the wallet (the cart, a deposit-and-buy, a renewal or autoplay), once per checkout. */
export const purchaseReceiptMail: MailMaker<{ receipt: Receipt }> = ({ receipt }, context) => ({
  template: 'purchase-receipt',
  dedupeKey: `purchase-receipt:${receipt.checkoutId}`,
  content: {
    subject: `Your ${context.site.name} receipt`,
    paragraphs: ['Thank you for your purchase. Good luck!', ...receipt.lines.map((line) => receiptLineText(line, context))],
    facts: [
      ['Purchase', receipt.checkoutId],
      ['Bought', mailTime(receipt.purchasedAt, context.clock)],
      ...(receipt.promotion ? [[`Promotion ${receipt.promotion.code}`, `−${context.money(receipt.promotion.discount.amount)}`] as [string, string]] : []),
      ['Paid from your wallet', context.money(receipt.total.amount)],
      ['Wallet balance', context.money(receipt.balance.amount)],
    ],
    actions: [
      { label: 'See your receipt', url: context.link('receipt', { checkoutID: receipt.checkoutId }) },
      { label: 'Your upcoming tickets', url: context.link('upcoming-tickets') },
    ],
  },
});
