import { isCountryBanned } from '@drawfront/shared/rules/country-ban';
import type { Database } from '../../db/client';
import type { SiteService } from '../sites/service';
import type { SiteRecord } from '../sites/site-record';
import { AppError } from '../../errors/app-error';
import { ERROR_CODES } from '../../errors/error-codes';
import { findLocation, findTermsAcceptance, lockLocation, markBannedTermsConfirmed, saveLocation, saveTermsAcceptance } from './repository';

/** `GET /v2/locate` (groups spec §7 "finds location and subvariant"; storefront §3 "Location: country code, keyed by subvariant"). */
export interface Location {
  countryCode: string;
  subVariant: string;
  countryBanned: boolean;
}

export type LocateService = ReturnType<typeof createLocateService>;

/**
 * Geolocation, simulated: the country comes from the edge's `X-Country-Code` header (as a CDN adds one, e.g.
 * CloudFront-Viewer-Country) or, without one, the configured DEFAULT_COUNTRY_CODE. A signed-in customer's location
 * is kept, so their record says whether they are country-banned and must confirm the terms there.
 */
export function createLocateService(db: Database, options: { now: () => Date; defaultCountryCode: string; sites: SiteService }) {
  const { now } = options;
  return {
    async locate(site: SiteRecord, countryHeader: string | undefined, customerId: string | null): Promise<Location> {
      const countryCode = countryHeader && /^[A-Za-z]{2}$/.test(countryHeader) ? countryHeader.toUpperCase() : options.defaultCountryCode;
      const countryBanned = isCountryBanned(countryCode);
      // The sub-variant named by the country (GB → the en-GB sub-variant) when the site has it, else the site's default.
      const subVariant = options.sites.subVariantOf(site, countryCode).code;
      if (customerId) {
        const at = now();
        await db.transaction(async (tx) => {
          const previous = await lockLocation(tx, customerId);
          // Arriving in a banned country from an allowed one asks for a new confirmation; staying keeps the one given.
          const confirmedAt = countryBanned && previous?.countryBanned ? previous.bannedTermsConfirmedAt : null;
          const row = { countryCode, countryBanned, locatedAt: at, bannedTermsConfirmedAt: confirmedAt };
          await saveLocation(tx, customerId, row);
        });
      }
      return { countryCode, subVariant, countryBanned };
    },

    async countryBan(customerId: string): Promise<{ countryBanned: boolean; confirmationRequired: boolean }> {
      const row = await findLocation(db, customerId);
      const countryBanned = row?.countryBanned ?? false;
      return { countryBanned, confirmationRequired: countryBanned && row?.bannedTermsConfirmedAt == null };
    },

    /** `POST /customer/terms-and-conditions`: the customer accepted the site's terms and conditions now. */
    async acceptTerms(customerId: string): Promise<{ termsAcceptedAt: Date }> {
      const at = now();
      await saveTermsAcceptance(db, customerId, at);
      return { termsAcceptedAt: at };
    },

    /**
     * `POST /customer/terms-and-conditions/location`: the customer confirmed the terms where they are; a no-op unless
     * they are located in a banned country. The terms themselves must have been accepted first (422 otherwise), so a
     * confirmation always rests on terms the customer has read.
     */
    async confirmTermsForLocation(customerId: string): Promise<{ countryBanned: boolean; confirmationRequired: boolean }> {
      if ((await findTermsAcceptance(db, customerId)) === null) throw new AppError(ERROR_CODES.termsNotAccepted, []);
      await markBannedTermsConfirmed(db, customerId, now());
      return this.countryBan(customerId);
    },
  };
}
