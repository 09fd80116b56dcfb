import { E2E_API_URL } from './platform-urls';
import { productOffers } from './platform-api';

/** What a recurring-purchase pass did (`POST /platform/recurring-purchases/run`). */
export interface RunReport {
  purchased: number;
  skipped: number;
  softFailures: number;
  hardFailures: number;
  limitPaused: number;
}

/**
 * Development only: one pass of the recurring-purchase runner reaching `horizonHours` ahead, as the job will
 * when that much time has passed (ops token).
 */
export async function runRecurringPurchases(horizonHours: number): Promise<RunReport> {
  const response = await fetch(`${E2E_API_URL}/platform/recurring-purchases/run`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: 'Bearer dev-ops-token', 'X-Ops-Actor': 'e2e' },
    body: JSON.stringify({ horizonHours }),
  });
  if (!response.ok) throw new Error(`recurring run answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as RunReport;
}

/** Whole hours from now until the sales of an offer's draw stop, plus one: a horizon that reaches that draw. */
export async function hoursUntilStop(offerKey: string, drawNo: number): Promise<number> {
  const offer = (await productOffers()).find((candidate) => candidate.key === offerKey);
  const draw = offer?.draws.find((candidate) => candidate.drawNo === drawNo);
  if (!draw) throw new Error(`${offerKey} has no open draw ${drawNo}`);
  return Math.ceil((new Date(draw.stop).getTime() - Date.now()) / 3_600_000) + 1;
}
