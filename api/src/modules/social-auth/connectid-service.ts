import type { Database } from '../../db/client';
import { AppError } from '../../errors/app-error';
import type { SiteRecord } from '../sites/site-record';
import { markVerified } from '../verification/mark-verified';
import type { AuthorizationFlow, CallbackInput } from './authorization';
import { SOCIAL_AUTH_ERRORS } from './errors';

export interface ConnectIdAnswer {
  isVerified: boolean;
  method: 'connect_id';
}

export type ConnectIdService = ReturnType<typeof createConnectIdService>;

/**
 * ConnectID verification (groups spec §7 `POST /customer/verification/connectid` and its `/callback`): the customer's
 * bank confirms who they are at the provider and the callback verifies them in one redirect. The state is bound to
 * the customer and spent once, so a replayed callback is refused.
 */
export function createConnectIdService(db: Database, options: { flow: AuthorizationFlow; now: () => Date }) {
  const { flow } = options;
  return {
    start: (site: SiteRecord, customerId: string) => flow.begin(site.key, 'connectid', 'connectid', { customerId }),

    async callback(site: SiteRecord, customerId: string, input: CallbackInput): Promise<ConnectIdAnswer> {
      const { claims } = await flow.finish(site.key, ['connectid'], input, customerId);
      if (!claims.bankVerified) throw new AppError(SOCIAL_AUTH_ERRORS.connectIdNotVerified);
      // Recorded as a `connect_id` verification like every other way to verify, so the verification page lists it.
      await markVerified(db, customerId, 'connect_id', options.now());
      return { isVerified: true, method: 'connect_id' };
    },
  };
}
