import type { FastifyRequest, onRequestHookHandler } from 'fastify';
import { AppError } from '../errors/app-error';
import { ERROR_CODES } from '../errors/error-codes';
import type { SignedIn } from '../modules/identity/tokens';
import { siteInCurrency } from '../modules/sites/money-site';
import { bearerToken } from './signature';
import { siteOf } from './site-resolution';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in customer, set by `requireCustomer` on the routes that need one; read it with `customerOf`. */
    customer: SignedIn | null;
  }
}

export interface Authenticator {
  authenticate(token: string, siteKey: string): Promise<SignedIn>;
}

/** Bearer access-token check for a route (`onRequest`, before the body is read): sets `request.customer`, or answers 401 `unauthorised`. */
export function requireCustomer(identity: Authenticator): onRequestHookHandler {
  return async (request) => {
    signIn(request, await identity.authenticate(bearerToken(request), siteOf(request).site.key));
  };
}

/** Sets the request's customer, and shows the site to the rest of the request in the currency their money is kept in. */
function signIn(request: FastifyRequest, customer: SignedIn | null): void {
  request.customer = customer;
  if (!customer) return;
  const resolved = siteOf(request);
  request.resolvedSite = { ...resolved, site: siteInCurrency(resolved.site, customer.currency) };
}

/**
 * For a route a visitor and a customer both use, answering the customer more (placement): a bearer token,
 * when sent, must be valid (401 otherwise) and sets `request.customer`; no token leaves it null.
 */
export function optionalCustomer(identity: Authenticator): onRequestHookHandler {
  return async (request) => {
    signIn(request, request.headers.authorization ? await identity.authenticate(bearerToken(request), siteOf(request).site.key) : null);
  };
}

/** The customer `requireCustomer` authenticated; a route without that hook has none. */
export function customerOf(request: FastifyRequest): SignedIn {
  if (!request.customer) throw new AppError(ERROR_CODES.unauthorised, ['send Authorization: Bearer <access token>']);
  return request.customer;
}
