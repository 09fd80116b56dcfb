import { Type } from 'typebox';
import type { Static } from 'typebox';
import { CAPABILITIES } from '@drawfront/shared/contract/capabilities';
import { assertType, PatternString } from '../../lib/typebox';
import type { SameShape } from '../../lib/typebox';
import type { CurrentSite, SiteConfig } from './service';

export const SubVariantSchema = Type.Object({ code: Type.String(), locale: Type.String(), currency: Type.String(), country: Type.String(), timeZone: Type.Optional(Type.String()) });

const ConstantsSchema = Type.Object({
  siteName: Type.String(),
  siteLocale: Type.Enum(['en-AU', 'en-GB']),
  baseUrl: Type.String(),
  supportNumber: Type.String(),
  supportOpeningHours: Type.String(),
  supportEmail: Type.String(),
  freeEntryAddress: Type.Optional(Type.Array(Type.String())),
  twitterAccount: Type.Optional(Type.String()),
  disableIndexing: Type.Boolean(),
  minimumRegistrationAge: Type.Integer(),
  digitalWallets: Type.Optional(Type.Array(Type.Enum(['apple_pay', 'google_pay']))),
  sessionTimeoutSeconds: Type.Optional(Type.Integer({ minimum: 1 })),
});

const NavigationItemSchema = Type.Object({ id: Type.String(), label: Type.String(), kind: Type.Enum(['internal', 'external', 'drawer']), href: Type.String() });
const SocialLinkSchema = Type.Object({ network: Type.Enum(['facebook', 'instagram', 'linkedin', 'pinterest', 'tiktok', 'twitter', 'youtube']), url: Type.String() });

export const SiteConfigSchema = Type.Object({
  key: Type.String(),
  name: Type.String(),
  locale: Type.String(),
  currency: Type.String(),
  subVariant: Type.String(),
  /** Where the sub-variant's customers live: their address and bank fields (ISO 3166-1 alpha-2). */
  country: Type.String(),
  subVariants: Type.Array(SubVariantSchema),
  /** The IANA zone the site's dates are shown in: the sub-variant's own, else the site's. */
  timeZone: Type.String(),
  constants: ConstantsSchema,
  navigation: Type.Array(NavigationItemSchema),
  socialLinks: Type.Array(SocialLinkSchema),
  routeOverrides: Type.Record(Type.String(), Type.String()),
});

export const CapabilitiesQuerySchema = Type.Object({
  segment: Type.Optional(PatternString('^[A-Za-z0-9_-]+$', 'may hold only letters, digits, hyphen and underscore', { minLength: 1, maxLength: 64 })),
});

const CapabilitySchema = Type.Enum([...CAPABILITIES]);

export const CapabilitiesResponseSchema = Type.Object({ segment: Type.String(), capabilities: Type.Array(CapabilitySchema) });

export const BrandingResponseSchema = Type.Object({
  siteKey: Type.String(),
  logoText: Type.String(),
  colours: Type.Object({
    primary: Type.String(),
    secondary: Type.String(),
    accent: Type.String(),
    background: Type.String(),
    surface: Type.String(),
    text: Type.String(),
  }),
  fonts: Type.Object({ heading: Type.String(), body: Type.String() }),
});

/** `SiteInfo` from the shared contract plus the signing secret and the sub-variants. */
export const CurrentSiteSchema = Type.Object({
  ...SiteConfigSchema.properties,
  locale: Type.Enum(['en-AU', 'en-GB']),
  currency: Type.Enum(['AUD', 'GBP']),
  capabilities: Type.Array(CapabilitySchema),
  appKey: Type.String(),
  signingSecret: Type.String(),
});

export const SiteSummarySchema = Type.Object({
  key: Type.String(),
  name: Type.String(),
  domains: Type.Array(Type.String()),
  liveReleaseId: Type.Union([Type.String({ format: 'uuid' }), Type.Null()]),
  revision: Type.Integer(),
  canary: Type.Union([Type.Object({ releaseId: Type.String({ format: 'uuid' }), percentage: Type.Integer(), revision: Type.Integer() }), Type.Null()]),
});

export const SiteListSchema = Type.Object({ sites: Type.Array(SiteSummarySchema) });

// What the service builds must fit what the routes declare.
assertType<SiteConfig extends Static<typeof SiteConfigSchema> ? true : false>();
assertType<SameShape<CurrentSite, Static<typeof CurrentSiteSchema>>>();

/** `PUT /platform/sites/{site}/time-zone`: the IANA zone every date of the site is shown and mailed in. */
export const SiteTimeZoneSchema = Type.Object({ timeZone: Type.String({ minLength: 1, maxLength: 64 }) }, { additionalProperties: false });
