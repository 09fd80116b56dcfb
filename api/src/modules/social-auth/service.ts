import type { LoginResult, SignupRequest } from '@drawfront/shared/contract/customer';
import { safeReturnPath } from '@drawfront/shared/rules/redirect-url';
import type { Database } from '../../db/client';
import type { FollowUpKind } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import type { IdentityClaims, SignInProvider } from '../../oidc/provider';
import { findCustomer } from '../identity/customer-records';
import type { CustomerRecord } from '../identity/customer-records';
import type { IdentityService } from '../identity/service';
import type { SecondFactorInput } from '../identity/sign-in-gate';
import type { SiteRecord } from '../sites/site-record';
import { FOLLOW_UP_TTL_MS, newFollowUpToken, sha256 } from './authorization';
import type { AuthorizationFlow, CallbackInput } from './authorization';
import { PROVIDER_NAMES, SOCIAL_AUTH_ERRORS } from './errors';
import { findFollowUp, findIdentity, insertIdentity, setFollowUp, spendFollowUp } from './repository';
import type { SocialAuthRequestRow } from './repository';

/** What a sign-in callback answers: signed in, or the one more step a new or unlinked identity needs. */
export type SocialSignInAnswer =
  | { status: 'signed_in'; provider: SignInProvider; returnTo: string | null; login: LoginResult }
  | { status: 'password_required' | 'signup_required'; provider: SignInProvider; returnTo: string | null; followUpToken: string; email: string; firstname: string; lastname: string };


export type SocialSignInService = ReturnType<typeof createSocialSignInService>;

/**
 * Sign in with Apple and Google. A linked identity signs its customer in (second factor
 * included); an unknown one with a verified email signs up (after the details a sign-up needs) or, when
 * that email has an account, links only once that account's password is given. An unverified email never
 * matches or creates an account: anyone can put any address on a provider account they made.
 */
export function createSocialSignInService(db: Database, options: { now: () => Date; flow: AuthorizationFlow; identity: IdentityService }) {
  const { now, flow, identity } = options;

  async function followUp(request: SocialAuthRequestRow, kind: FollowUpKind, claims: IdentityClaims, customerId: string | null): Promise<string> {
    const token = newFollowUpToken();
    await setFollowUp(db, request.id, {
      followUpHash: sha256(token),
      followUpKind: kind,
      followUpExpiresAt: new Date(now().getTime() + FOLLOW_UP_TTL_MS),
      pendingSubject: claims.subject,
      pendingEmail: claims.email,
      pendingEmailVerified: claims.emailVerified,
      pendingFirstname: claims.firstname,
      pendingLastname: claims.lastname,
      customerId,
    });
    return token;
  }

  async function pending(site: SiteRecord, token: string, kind: FollowUpKind): Promise<SocialAuthRequestRow & { pendingSubject: string; pendingEmail: string }> {
    const row = await findFollowUp(db, sha256(token), site.key, kind, now());
    if (!row?.pendingSubject || !row.pendingEmail) throw new AppError(SOCIAL_AUTH_ERRORS.followUpInvalid);
    return { ...row, pendingSubject: row.pendingSubject, pendingEmail: row.pendingEmail };
  }

  /** Signs a linked customer in through the sign-in gate; a `2fa_required` answer carries a follow-up token for the call with the code. */
  function signInLinked(site: SiteRecord, customer: CustomerRecord, request: SocialAuthRequestRow, claims: IdentityClaims, second: SecondFactorInput): Promise<LoginResult> {
    return identity.admit(customer, site, second, { onSecondFactorRequired: async () => ({ followUpToken: await followUp(request, 'second_factor', claims, customer.id) }) });
  }

  function link(customerId: string, site: SiteRecord, provider: string, claims: { subject: string; email: string }) {
    return { customerId, siteKey: site.key, provider, subject: claims.subject, email: claims.email, linkedAt: now() };
  }

  return {
    /** Where to send the browser to sign in with `provider`; `returnTo` (a same-site path) comes back with the answer. */
    start: (site: SiteRecord, provider: SignInProvider, returnTo?: string) => flow.begin(site.key, provider, 'sign_in', { returnTo: returnTo === undefined ? null : safeReturnPath(returnTo) }),

    async callback(site: SiteRecord, input: CallbackInput, second: SecondFactorInput): Promise<SocialSignInAnswer> {
      const { request, claims } = await flow.finish(site.key, ['sign_in'], input, null);
      const provider = request.provider as SignInProvider;
      const base = { provider, returnTo: request.returnTo };
      const linked = await findIdentity(db, site.key, provider, claims.subject);
      const linkedCustomer = linked ? await findCustomer(db, linked.customerId) : null;
      if (linkedCustomer) return { ...base, status: 'signed_in', login: await signInLinked(site, linkedCustomer, request, claims, second) };
      if (!claims.emailVerified) throw new AppError(SOCIAL_AUTH_ERRORS.emailUnverified, [PROVIDER_NAMES[provider], PROVIDER_NAMES[provider]]);
      const existing = await identity.customerByEmail(site, claims.email);
      const status = existing ? 'password_required' : 'signup_required';
      const followUpToken = await followUp(request, existing ? 'link_with_password' : 'complete_signup', claims, existing?.id ?? null);
      return { ...base, status, followUpToken, email: claims.email, firstname: claims.firstname, lastname: claims.lastname };
    },

    /** The code after a social sign-in's `2fa_required`. */
    async secondFactor(site: SiteRecord, token: string, second: SecondFactorInput): Promise<LoginResult> {
      const row = await pending(site, token, 'second_factor');
      const customer = row.customerId ? await findCustomer(db, row.customerId) : null;
      if (!customer || customer.siteKey !== site.key) throw new AppError(SOCIAL_AUTH_ERRORS.followUpInvalid);
      return identity.admit(customer, site, second, {
        commit: async () => {
          if (!(await spendFollowUp(db, row.id, now()))) throw new AppError(SOCIAL_AUTH_ERRORS.followUpInvalid);
        },
      });
    },

    /**
     * Links the identity to the account with its email once that account's password is given: a sign-in of
     * that account, with its rate limits and second factor (`2fa_required` leaves the token usable for the code).
     */
    async linkWithPassword(site: SiteRecord, token: string, password: string, address: string, second: SecondFactorInput): Promise<LoginResult> {
      const row = await pending(site, token, 'link_with_password');
      // Linked once the gate let the sign-in through, before its session starts: no session without the link, nor a link without the code.
      return identity.login(site, row.pendingEmail, password, address, second.deviceUuid, { otp: second.otp, rememberDevice: second.rememberDevice }, {
        commit: (customer) =>
          db.transaction(async (tx) => {
            if (!(await spendFollowUp(tx, row.id, now()))) throw new AppError(SOCIAL_AUTH_ERRORS.followUpInvalid);
            const inserted = await insertIdentity(tx, link(customer.id, site, row.provider, { subject: row.pendingSubject, email: row.pendingEmail }));
            if (!inserted) throw new AppError(SOCIAL_AUTH_ERRORS.identityTaken, [PROVIDER_NAMES[row.provider as SignInProvider]]);
          }),
      });
    },

    /** A new account for a new identity, with the details a sign-up needs; the email is the provider's (verified). */
    /** Creates the account a new identity asked for; `country` (the sub-variant's) decides whether a postal address is required, as for an email sign-up. */
    async signup(site: SiteRecord, token: string, details: Omit<SignupRequest, 'password' | 'email'>, address: string, deviceUuid?: string, country = 'AU'): Promise<LoginResult> {
      const row = await pending(site, token, 'complete_signup');
      return identity.signupWithoutPassword(
        site,
        { ...details, email: row.pendingEmail },
        address,
        async (tx, customer) => {
          if (!(await spendFollowUp(tx, row.id, now()))) throw new AppError(SOCIAL_AUTH_ERRORS.followUpInvalid);
          const inserted = await insertIdentity(tx, link(customer.id, site, row.provider, { subject: row.pendingSubject, email: row.pendingEmail }));
          if (!inserted) throw new AppError(SOCIAL_AUTH_ERRORS.identityTaken, [PROVIDER_NAMES[row.provider as SignInProvider]]);
        },
        deviceUuid,
        country,
      );
    },
  };
}
