import type { LoginResult } from '@drawfront/shared/contract/customer';
import { applyRouteOverrides } from '@drawfront/shared/routes/match-route';
import { ROUTES } from '@drawfront/shared/routes/route-table';
import { safeReturnPath } from '@drawfront/shared/rules/redirect-url';
import type { Database } from '../../db/client';
import { AppError } from '../../errors/app-error';
import { ERROR_CODES } from '../../errors/error-codes';
import type { SiteRecord } from '../sites/site-record';
import { IDENTITY_ERRORS } from './errors';
import { findOneTimeToken, issueOneTimeToken, ONE_TIME_TOKEN_TTL_MS, spendOneTimeToken } from './one-time-tokens-repository';
import { findCustomerByEmail, findCustomerById } from './repository';
import type { IdentityService } from './service';

/** An emailed sign-in link (`/login/autologin/…`) or a transfer from a partner page (`/login/transfer/…`). */
export type SignInLinkKind = 'autologin' | 'transfer';

export interface SignInLink {
  /** The page's path with the token and, when given, `?target=` (the page sends the customer there afterwards). */
  path: string;
  expiresAt: Date;
}

export interface AutologinOptions {
  now: () => Date;
  identity: Pick<IdentityService, 'admit'>;
}

export type AutologinService = ReturnType<typeof createAutologinService>;

const ROUTE_OF: Record<SignInLinkKind, 'login-autologin' | 'login-transfer'> = { autologin: 'login-autologin', transfer: 'login-transfer' };

/** The path of a sign-in link's page on `site` (its route override applies). */
function linkPath(site: Pick<SiteRecord, 'routeOverrides'>, kind: SignInLinkKind, token: string, target: string | null): string {
  const route = applyRouteOverrides(ROUTES, site.routeOverrides).find((each) => each.id === ROUTE_OF[kind]);
  const path = (route?.path ?? `/login/${kind}/:autologinToken`).replace(':autologinToken', encodeURIComponent(token));
  return target ? `${path}?${new URLSearchParams({ target }).toString()}` : path;
}

/**
 * Sign-in links (groups spec §5 "Autologin page", §7 `POST /autologin` and `/transfer`): a single-use,
 * expiring token that signs its customer in, through the second factor when that is on. Emails (and the
 * ops command) make them with `createLink`; the account remote's pages spend them with `signIn`.
 */
export function createAutologinService(db: Database, options: AutologinOptions) {
  const { now, identity } = options;

  return {
    /**
     * A new link for the customer with `email` on the site; `target` must be a same-site path (an open
     * redirect in a mail is a phishing tool). Throws 404 for an unknown email, 403 for a closed account.
     */
    async createLink(site: SiteRecord, email: string, kind: SignInLinkKind, target?: string): Promise<SignInLink> {
      const safeTarget = target === undefined ? null : safeReturnPath(target);
      if (target !== undefined && safeTarget === null) throw new AppError(ERROR_CODES.validationFailed, ['body', 'target: must be a path on this site, like /my-account'], { errors: { target: ['must be a path on this site, like /my-account'] } });
      const at = now();
      const token = await db.transaction(async (tx) => {
        const row = await findCustomerByEmail(tx, site.key, email.trim());
        if (!row) throw new AppError(IDENTITY_ERRORS.customerNotFound, [site.key, email.trim()]);
        if (row.closedAt) throw new AppError(ERROR_CODES.accountClosed);
        return issueOneTimeToken(tx, row.id, kind, at);
      });
      return { path: linkPath(site, kind, token, safeTarget), expiresAt: new Date(at.getTime() + ONE_TIME_TOKEN_TTL_MS[kind]) };
    },

    /**
     * Signs in with a link's token through the sign-in gate. The gate asks the second factor before the token
     * is spent, so the `2fa_required` answer leaves the link usable for the call with the code; the spend is
     * one conditional update, so of two calls racing with one token exactly one signs in.
     */
    async signIn(site: SiteRecord, token: string, kind: SignInLinkKind, second: { otp?: string; deviceUuid?: string; rememberDevice?: boolean } = {}): Promise<LoginResult> {
      const at = now();
      const customerId = await findOneTimeToken(db, token, kind, at);
      const row = customerId === null ? null : await findCustomerById(db, customerId);
      if (!row || row.siteKey !== site.key) throw new AppError(IDENTITY_ERRORS.autologinLinkInvalid);
      return identity.admit(row, site, second, {
        commit: async () => {
          if ((await spendOneTimeToken(db, token, kind, now())) === null) throw new AppError(IDENTITY_ERRORS.autologinLinkInvalid);
        },
      });
    },
  };
}
