import type { Capability } from '@drawfront/shared/contract/capabilities';
import type { onRequestHookHandler } from 'fastify';
import { AppError } from '../errors/app-error';
import { ERROR_CODES } from '../errors/error-codes';
import { DEFAULT_SEGMENT } from '../modules/sites/service';
import type { SiteService } from '../modules/sites/service';
import { siteOf } from './site-resolution';

/**
 * A route's `onRequest` hook for a feature a site may switch off: answers 404 `capability_off` when the
 * request's site lacks `capability`, as the shell's route table shows a 404 for such a page. It runs
 * before the sign-in check, so a visitor learns the feature is off, not that they should sign in.
 * Every customer is in the default segment today (`GET /v2/customer` answers `segmentName: "default"`),
 * which is also the segment whose capabilities the shell boots with.
 */
export function requireCapability(sites: SiteService, capability: Capability): onRequestHookHandler {
  return async (request) => {
    const { site } = siteOf(request);
    const { segment, capabilities } = await sites.capabilities(site.key, DEFAULT_SEGMENT);
    if (!capabilities.includes(capability)) throw new AppError(ERROR_CODES.capabilityOff, [capability, site.key, segment]);
  };
}
