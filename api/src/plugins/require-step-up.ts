import type { FastifyRequest, preHandlerHookHandler } from 'fastify';
import { AppError } from '../errors/app-error';
import { ERROR_CODES } from '../errors/error-codes';
import type { SiteRecord } from '../modules/sites/site-record';
import { customerOf } from './auth';
import { siteOf } from './site-resolution';

/** What the check needs: the two-factor service's `requireRecent`, and the customer record (email, name). */
export interface StepUpCheck {
  requireRecent(customer: { id: string; email: string; firstname: string }, familyId: string, site: SiteRecord): Promise<void>;
  customer(customerId: string): Promise<{ id: string; email: string; firstname: string } | null>;
}

/**
 * Step-up for sensitive calls (groups spec §4 "Two-factor elevation"): a preHandler answering 403
 * `REQUIRED` when the signed-in customer has two-factor on and this sign-in has not proved it recently.
 * The shell then opens the elevation modal and retries the call once. Runs after `requireCustomer`.
 * One line per route: `{ onRequest: requireCustomer(identity), preHandler: requireStepUp(stepUp) }`.
 * `when` limits it to some requests of a route (loosening a limit asks; tightening never does).
 */
export function requireStepUp(check: StepUpCheck, when?: (request: FastifyRequest) => Promise<boolean>): preHandlerHookHandler {
  return async (request) => {
    if (when && !(await when(request))) return;
    const claims = customerOf(request);
    const customer = await check.customer(claims.customerId);
    if (!customer) throw new AppError(ERROR_CODES.unauthorised, ['the customer no longer exists']);
    await check.requireRecent(customer, claims.familyId, siteOf(request).site);
  };
}
