import { CAPABILITIES } from '@drawfront/shared/contract/capabilities';
import type { Capability } from '@drawfront/shared/contract/capabilities';
import type { NavigationItem, SiteConstants, SocialLink } from '@drawfront/shared/contract/site';
import type { Theme } from '../schema';

export interface SeedSite {
  key: string;
  name: string;
  locale: 'en-AU' | 'en-GB';
  currency: 'AUD' | 'GBP';
  /** IANA zone the site's draws are scheduled in (offers' weekly times are local to it). */
  timeZone: string;
  defaultSubVariant: string;
  appKey: string;
  domains: string[];
  /** `country`: where its customers live (their address and bank fields); `constants`: the site's it says otherwise. */
  subVariants: { code: string; locale: 'en-AU' | 'en-GB'; currency: 'AUD' | 'GBP'; country: 'AU' | 'GB'; timeZone?: string; constants?: Partial<SiteConstants> }[];
  /** Segment name → capabilities; every site has `default`. */
  segments: Record<string, readonly Capability[]>;
  constants: SiteConstants;
  navigation: NavigationItem[];
  socialLinks: SocialLink[];
  routeOverrides: Record<string, string>;
  theme: Theme;
}

const without = (list: readonly Capability[], removed: readonly Capability[]) => list.filter((c) => !removed.includes(c));

/** Multi-offer commercial site with every capability, and an en-GB sub-variant sold in pounds to British customers. */
export const drawfrontSite: SeedSite = {
  key: 'drawfront',
  name: 'Drawfront',
  locale: 'en-AU',
  currency: 'AUD',
  timeZone: 'Australia/Sydney',
  defaultSubVariant: 'AU',
  appKey: 'drawfront-web',
  domains: ['localhost', '127.0.0.1'],
  subVariants: [
    { code: 'AU', locale: 'en-AU', currency: 'AUD', country: 'AU' },
    {
      code: 'GB',
      locale: 'en-GB',
      currency: 'GBP',
      country: 'GB',
      timeZone: 'Europe/London',
      // A UK product: a UK support line (Ofcom's range for drama and examples) on UK hours, a UK free-entry address.
      constants: {
        supportNumber: '0306 999 0110',
        supportOpeningHours: 'Monday to Friday, 9am to 5pm UK time',
        supportEmail: 'support.uk@drawfront.example',
        freeEntryAddress: ['Drawfront Free Entries', 'PO Box 123', 'London', 'EC1A 1BB'],
      },
    },
  ],
  segments: {
    default: CAPABILITIES,
    // Customers under a cooling-off period: they can look and deposit-limit, not buy more or play socially.
    restricted: without(CAPABILITIES, ['social-syndicates', 'membership-purchase', 'vouchers', 'pre-order', 'partner-purchase', 'autoplay-manage', 'subscription-manage']),
  },
  constants: {
    siteName: 'Drawfront',
    siteLocale: 'en-AU',
    baseUrl: 'http://localhost:3000',
    supportNumber: '1300 555 010',
    supportOpeningHours: 'Monday to Friday, 9am to 5pm AEST',
    supportEmail: 'support@drawfront.example',
    freeEntryAddress: ['Drawfront Free Entries', 'PO Box 1234', 'Sydney NSW 2001'],
    twitterAccount: '@drawfront',
    disableIndexing: false,
    minimumRegistrationAge: 18,
    digitalWallets: ['apple_pay', 'google_pay'],
  },
  navigation: [
    { id: 'lotteries', label: 'Lotteries', kind: 'internal', href: '/lotto-tickets' },
    { id: 'raffles', label: 'Raffles', kind: 'internal', href: '/charity-tickets' },
    { id: 'syndicates', label: 'Syndicates', kind: 'internal', href: '/syndicates' },
    { id: 'lotto-party', label: 'Lotto Party', kind: 'internal', href: '/lotto-party' },
    { id: 'results', label: 'Results', kind: 'internal', href: '/lotto-results' },
    { id: 'daily-winners', label: 'Daily Winners', kind: 'internal', href: '/daily-winners' },
    { id: 'more', label: 'More', kind: 'drawer', href: '#more' },
    { id: 'help', label: 'Help centre', kind: 'external', href: 'https://help.drawfront.example' },
  ],
  socialLinks: [
    { network: 'facebook', url: 'https://www.facebook.com/drawfront.example' },
    { network: 'instagram', url: 'https://www.instagram.com/drawfront.example' },
    { network: 'youtube', url: 'https://www.youtube.com/@drawfront.example' },
  ],
  routeOverrides: {},
  theme: {
    logoText: 'Drawfront',
    colours: { primary: '#0b3d91', secondary: '#ffb000', accent: '#d7263d', background: '#ffffff', surface: '#f3f5fa', text: '#111827' },
    fonts: { heading: 'Montserrat, system-ui, sans-serif', body: 'Inter, system-ui, sans-serif' },
  },
};

const goodcauseCapabilities: readonly Capability[] = [
  'account-details',
  'blog',
  'causes-directory',
  'charity-lotteries',
  'cookie-consent',
  'feedback',
  'manage-notification-settings',
  'pre-order',
  'responsible-gambling',
  'sign-in-google',
  'spend-limits',
  'subscription-manage',
  'support-form',
  'terms-of-use',
  'verify-id',
  'viewing-orders',
  'vouchers',
  'wallet-balance',
  'wallet-deposit',
];

/** Charity raffle site: causes and raffles only, no commercial lotteries or group play. */
export const goodcauseSite: SeedSite = {
  key: 'goodcause',
  name: 'Good Cause Raffles',
  locale: 'en-AU',
  currency: 'AUD',
  timeZone: 'Australia/Sydney',
  defaultSubVariant: 'AU',
  appKey: 'goodcause-web',
  domains: ['charity.localhost'],
  subVariants: [{ code: 'AU', locale: 'en-AU', currency: 'AUD', country: 'AU' }],
  segments: {
    default: goodcauseCapabilities,
    // Regular supporters also keep favourite numbers and get the notifications feed.
    supporter: [...goodcauseCapabilities, 'favourite-numbers', 'notifications-feed'],
  },
  constants: {
    siteName: 'Good Cause Raffles',
    siteLocale: 'en-AU',
    baseUrl: 'http://charity.localhost:3000',
    supportNumber: '1800 555 020',
    supportOpeningHours: 'Monday to Saturday, 8am to 6pm AEST',
    supportEmail: 'hello@goodcause.example',
    freeEntryAddress: ['Good Cause Raffles Free Entries', 'PO Box 5678', 'Melbourne VIC 3001'],
    disableIndexing: false,
    minimumRegistrationAge: 18,
  },
  navigation: [
    { id: 'raffles', label: 'Raffles', kind: 'internal', href: '/raffles' },
    { id: 'causes', label: 'Our causes', kind: 'internal', href: '/causes' },
    { id: 'blog', label: 'Stories', kind: 'internal', href: '/blog' },
    { id: 'more', label: 'More', kind: 'drawer', href: '#more' },
  ],
  socialLinks: [
    { network: 'facebook', url: 'https://www.facebook.com/goodcause.example' },
    { network: 'tiktok', url: 'https://www.tiktok.com/@goodcause.example' },
  ],
  // The charity brand calls its raffle list "Raffles" at /raffles rather than /charity-tickets.
  routeOverrides: { 'charity-tickets': '/raffles' },
  theme: {
    logoText: 'Good Cause',
    colours: { primary: '#1b6e4a', secondary: '#f4c430', accent: '#c2410c', background: '#fffdf7', surface: '#eef6f1', text: '#1f2937' },
    fonts: { heading: 'Merriweather, Georgia, serif', body: 'Source Sans 3, system-ui, sans-serif' },
  },
};

export const SEED_SITES: readonly SeedSite[] = [drawfrontSite, goodcauseSite];
