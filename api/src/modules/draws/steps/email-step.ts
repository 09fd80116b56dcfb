import { advanceDraw, claimDraw, outcomesByCustomer } from '../repository';
import { resultEmail, resultNotice } from '../result-messages';
import type { StepContext } from './context';

/**
 * DRAW_PAID → DRAW_EMAILED: each customer's result notice and result email, in the transaction that moves the
 * draw. Only a paid draw gets here, so nobody hears "you won" before the prize is in their wallet.
 */
export async function emailStep(context: StepContext): Promise<number> {
  let emailed = 0;
  for (;;) {
    const done = await context.db.transaction(async (tx) => {
      const draw = await claimDraw(tx, 'DRAW_PAID');
      if (!draw) return false;
      const message = { offerName: draw.offer.name, offerUrl: draw.offer.url, drawNo: draw.drawNo, currency: draw.offer.currency, locale: draw.site.locale };
      for (const outcome of await outcomesByCustomer(tx, draw.id)) {
        await context.tell.notify(tx, { customerId: outcome.customerId, siteKey: draw.site.key, kind: 'draw_result', ...resultNotice({ ...message, currency: outcome.currency }, outcome), dedupeKey: `draw-result:${draw.id}:${outcome.customerId}` });
        await context.tell.enqueue(tx, { siteKey: draw.site.key, to: outcome.email, template: 'draw_result', firstname: outcome.firstname, body: resultEmail({ ...message, currency: outcome.currency }, outcome), dedupeKey: `draw-result-email:${draw.id}:${outcome.customerId}` });
      }
      if (!(await advanceDraw(tx, draw.id, 'DRAW_PAID', 'DRAW_EMAILED', { emailedAt: context.clock.now() }))) throw new Error(`draw ${draw.drawNo} of ${draw.offer.key} left DRAW_PAID while locked`);
      emailed += 1;
      return true;
    });
    if (!done) return emailed;
  }
}
