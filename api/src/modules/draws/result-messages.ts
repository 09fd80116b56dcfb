import { formatMoney } from '@drawfront/shared/format/money';
import type { OutboxBody } from '../outbox/service';
import type { CustomerOutcome } from './repository';

export interface DrawOfMessage {
  offerName: string;
  offerUrl: string;
  drawNo: number;
  currency: string;
  locale: string;
}

/** The draw's result page (storefront §2 results routes). */
export const resultPath = (draw: DrawOfMessage): string => `/${draw.offerUrl}/results/draw/${draw.drawNo}`;

/** What the customer's tickets in the draw came to, in one sentence. */
function outcomeSentence(draw: DrawOfMessage, outcome: CustomerOutcome): string {
  const games = `${outcome.games} ${outcome.games === 1 ? 'game' : 'games'}`;
  if (outcome.wins === 0) return `Your ${games} in ${draw.offerName} draw ${draw.drawNo}: no win this time.`;
  const prize = formatMoney(outcome.prizeCents, draw.currency, draw.locale);
  const winning = `${outcome.wins} winning ${outcome.wins === 1 ? 'game' : 'games'}`;
  return outcome.claimRequired
    ? `You won ${prize} with ${winning} in ${draw.offerName} draw ${draw.drawNo}. A prize this size must be claimed: we will contact you.`
    : `You won ${prize} with ${winning} in ${draw.offerName} draw ${draw.drawNo}. It is paid into your wallet.`;
}

/** The header-bell notice, written the moment the draw is scored. */
export function resultNotice(draw: DrawOfMessage, outcome: CustomerOutcome): { title: string; body: string; link: string } {
  return { title: `${draw.offerName} draw ${draw.drawNo} results`, body: outcomeSentence(draw, outcome), link: resultPath(draw) };
}

/** The result email, sent once prizes are paid; its link is the draw's results page, made absolute by the outbox (a mail client has no page to resolve a path against). */
export function resultEmail(draw: DrawOfMessage, outcome: CustomerOutcome): OutboxBody {
  return {
    subject: outcome.wins > 0 ? `You won in ${draw.offerName} draw ${draw.drawNo}` : `${draw.offerName} draw ${draw.drawNo} results`,
    paragraphs: [outcomeSentence(draw, outcome)],
    actions: [{ label: 'See the numbers and the dividends', page: 'offer-draw-results', params: { productOfferKey: draw.offerUrl, drawNo: String(draw.drawNo) } }],
  };
}
