import type { Receipt, ReceiptLine } from '@drawfront/shared/contract/purchase';
import { fillTemplate } from '@drawfront/shared/format/fill-template';
import { factsOfReceiptLine } from '@drawfront/shared/lines/line-sources';
import { presentLine } from '@drawfront/shared/lines/present-line';
import type { LineWords } from '@drawfront/shared/lines/present-line';
import { mailTime } from '../customer-clock';
import type { MailContext, MailMaker } from '../mailer';

/**
 * One receipt line in words, as cart, checkout and the receipt page say it (the shared line presenter:
 * "3 raffle tickets (nos. 1041–1043)", "System 8 (28 games)"), with its draw and amount.
 */
export function receiptLineText(line: ReceiptLine, context: Pick<MailContext, 'money' | 'clock'>): string {
  // Mail is written in the site's default words (no translation service read inside the money transaction).
  const words: LineWords = { locale: context.clock.locale, timeZone: context.clock.timeZone, money: context.money, t: (_key, fallback, params) => fillTemplate(fallback, params) };
  const { label } = presentLine(factsOfReceiptLine(line), words);
  const draws = line.drawNo > 0 ? (line.numDraws > 1 ? `, ${line.numDraws} draws from draw ${line.drawNo}` : `, draw ${line.drawNo}`) : '';
  const preOrder = line.purchaseStatus === 'pre_order' ? ' (pre-order)' : '';
  return `${line.productDescription}: ${label}${draws}${preOrder}, ${context.money(line.purchasePrice.amount)}`;
}

/**
 * The numbers played on a line, one game a line, in the order played (a receipt shows what was bought). Each
 * number set after the first (a Powerball, the supplementaries) follows a "+", so a bonus number is not read
 * as one more main number.
 */
export function receiptGameTexts(line: ReceiptLine): string[] {
  return (line.games ?? []).map((game, index) => {
    const sets = Object.values(game).map((numbers) => [numbers].flat().join(' ')).filter((text) => text !== '');
    return `Game ${index + 1}: ${sets.join(' + ')}`;
  });
}

/** The receipt of a purchase from the wallet (the cart, a deposit-and-buy, a renewal or autoplay), once per checkout. */
export const purchaseReceiptMail: MailMaker<{ receipt: Receipt }> = ({ receipt }, context) => ({
  template: 'purchase-receipt',
  dedupeKey: `purchase-receipt:${receipt.checkoutId}`,
  content: {
    subject: `Your ${context.site.name} receipt`,
    paragraphs: ['Thank you for your purchase. Good luck!', ...receipt.lines.flatMap((line) => [receiptLineText(line, context), ...receiptGameTexts(line)])],
    facts: [
      ['Purchase', receipt.reference ?? receipt.checkoutId],
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
