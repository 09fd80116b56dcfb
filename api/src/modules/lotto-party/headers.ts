import type { FastifyRequest, onRequestHookHandler } from 'fastify';
import { AppError } from '../../errors/app-error';
import { ERROR_CODES } from '../../errors/error-codes';
import { customerOf } from '../../plugins/auth';
import { SUB_VARIANT_HEADER, siteOf } from '../../plugins/site-resolution';

/** The lotto party API speaks version 3.0 only (groups spec §7 "namespace /social/v3, version 3.0"). */
export const LOTTO_PARTY_VERSION = '3.0';
export const CUSTOMER_ID_HEADER = 'x-customer-id';

function header(request: FastifyRequest, name: string): string | undefined {
  const raw = request.headers[name];
  const value = (Array.isArray(raw) ? raw[0] : raw)?.trim();
  return value ? value : undefined;
}

/**
 * The headers every /social/v3 call carries beyond the signature (checked by the scope's signature hook):
 * the sub-variant (one of the site's), and the version when sent (3.0). Unknown or missing: 400.
 */
export function lottoPartyHeadersHook(): onRequestHookHandler {
  return async (request) => {
    const { site } = siteOf(request);
    const known = site.subVariants.map((subVariant) => subVariant.code);
    const sent = header(request, SUB_VARIANT_HEADER);
    if (!sent || !known.includes(sent.toUpperCase())) throw new AppError(ERROR_CODES.subVariantRequired, [known.join(', ')]);
    const version = header(request, 'x-api-version');
    if (version !== undefined && version !== LOTTO_PARTY_VERSION) throw new AppError(ERROR_CODES.unsupportedVersion, [version]);
  };
}

/** Groups spec §6: group lists and sessions need a customer id and authentication; the id must be the token's. */
export function requireCustomerId(): onRequestHookHandler {
  return async (request) => {
    const sent = header(request, CUSTOMER_ID_HEADER);
    if (sent !== customerOf(request).customerId) throw new AppError(ERROR_CODES.customerIdMismatch);
  };
}
