import type { Database } from '../../db/client';
import { AppError } from '../../errors/app-error';
import { ERROR_CODES } from '../../errors/error-codes';
import type { SignInProvider } from '../../oidc/provider';
import type { SiteRecord } from '../sites/site-record';
import type { AuthorizationFlow, CallbackInput } from './authorization';
import { PROVIDER_NAMES, SOCIAL_AUTH_ERRORS } from './errors';
import { deleteIdentity, findIdentity, identitiesOf, insertIdentity, lockCustomer } from './repository';

export interface LinkedAccount {
  provider: SignInProvider;
  email: string;
  linkedAt: string;
}

/** A customer's ways to sign in: a password (email sign-in) and the linked Apple and Google accounts. */
export interface SignInMethods {
  hasPassword: boolean;
  accounts: LinkedAccount[];
}

export type LinkedAccountsService = ReturnType<typeof createLinkedAccountsService>;

/** Link, list and unlink (groups spec §7 "Social authentication: link, list and unlink"), from /my-account/login-and-security. */
export function createLinkedAccountsService(db: Database, options: { now: () => Date; flow: AuthorizationFlow }) {
  const { now, flow } = options;

  async function methods(customerId: string): Promise<SignInMethods> {
    const customer = await lockCustomer(db, customerId);
    if (!customer) throw new AppError(ERROR_CODES.unauthorised, ['the customer no longer exists']);
    const rows = await identitiesOf(db, customerId);
    return { hasPassword: customer.hasPassword, accounts: rows.map((row) => ({ provider: row.provider as SignInProvider, email: row.email, linkedAt: row.linkedAt.toISOString() })) };
  }

  return {
    list: methods,

    /** Where to send the signed-in customer to link `provider`; the state is bound to them. */
    start: (site: SiteRecord, customerId: string, provider: SignInProvider) => flow.begin(site.key, provider, 'link', { customerId }),

    /**
     * Links the identity the provider answered to the customer who started it (a state started by someone
     * else is refused, so nobody can be tricked into linking an attacker's account to theirs).
     */
    async finish(site: SiteRecord, customerId: string, input: CallbackInput): Promise<SignInMethods> {
      const { request, claims } = await flow.finish(site.key, ['link'], input, customerId);
      const provider = request.provider as SignInProvider;
      const owner = await findIdentity(db, site.key, provider, claims.subject);
      if (owner && owner.customerId !== customerId) throw new AppError(SOCIAL_AUTH_ERRORS.identityTaken, [PROVIDER_NAMES[provider]]);
      if (!owner) {
        const inserted = await insertIdentity(db, { customerId, siteKey: site.key, provider, subject: claims.subject, email: claims.email, linkedAt: now() });
        if (!inserted) throw new AppError(SOCIAL_AUTH_ERRORS.alreadyLinked, [PROVIDER_NAMES[provider]]);
      }
      return methods(customerId);
    },

    /** Unlinks `provider`; refused when it is the customer's last way to sign in (checked under the customer's row lock). */
    async unlink(customerId: string, provider: SignInProvider): Promise<SignInMethods> {
      await db.transaction(async (tx) => {
        const customer = await lockCustomer(tx, customerId);
        if (!customer) throw new AppError(ERROR_CODES.unauthorised, ['the customer no longer exists']);
        const rows = await identitiesOf(tx, customerId);
        if (!rows.some((row) => row.provider === provider)) throw new AppError(SOCIAL_AUTH_ERRORS.notLinked, [PROVIDER_NAMES[provider]]);
        if (!customer.hasPassword && rows.length === 1) throw new AppError(SOCIAL_AUTH_ERRORS.lastMethod);
        await deleteIdentity(tx, customerId, provider);
      });
      return methods(customerId);
    },
  };
}
