import { FAIRNESS_TRANSLATIONS } from './fairness-translations';

export type TranslationType = 'image' | 'markdown' | 'plain' | 'seo' | 'json';

export interface SeedTranslation {
  category: string;
  id: string;
  type: TranslationType;
  value: string;
}

const t = (category: string, id: string, type: TranslationType, value: string): SeedTranslation => ({ category, id, type, value });

/** Wording shared by both sites in en-AU; `{site}` is replaced by the site name. */
const common: SeedTranslation[] = [
  t('header', 'login', 'plain', 'Log in'),
  t('header', 'signup', 'plain', 'Join now'),
  t('header', 'cart', 'plain', 'Cart'),
  t('header', 'balance', 'plain', 'Balance'),
  t('footer', 'disclaimer', 'markdown', 'Gamble responsibly. You must be **18 or older** to play. Call the support line if gambling stops being fun.'),
  t('footer', 'copyright', 'plain', '© {site}. All rights reserved.'),
  t('footer', 'payment-logos', 'json', JSON.stringify(['VISA', 'MASTERCARD', 'PAYPAL', 'APPLE_PAY', 'GOOGLE_PAY'])),
  t('footer', 'brand-mark', 'image', '/assets/brand-mark.svg'),
  t('cart', 'empty', 'plain', 'Your cart is empty.'),
  t('cart', 'checkout', 'plain', 'Checkout'),
  t('cart', 'total', 'plain', 'Total'),
  t('errors', 'generic', 'plain', 'Something went wrong'),
  t('errors', 'not-found', 'markdown', "It's looking like you may have taken a wrong turn. [Try heading home and finding your bearing.](/)"),
  t('seo', 'home', 'seo', JSON.stringify({ title: 'Buy tickets online', description: 'Lotteries, raffles and charity draws from {site}.' })),
  t('widgets', 'feedback.title', 'plain', 'Give feedback'),
  t('widgets', 'feedback.question', 'plain', 'How satisfied are you with {site}?'),
  t('widgets', 'feedback.thanks', 'plain', 'Thank you for your feedback!'),
  t('widgets', 'chat.title', 'plain', 'Chat with us'),
  t('widgets', 'chat.intro', 'plain', 'Send us a message and our support team will answer by email.'),
];

const drawfrontExtra: SeedTranslation[] = [
  t('home', 'hero-title', 'plain', 'Your numbers, every draw'),
  t('home', 'hero-body', 'markdown', 'Play **Saturday Super Draw**, Thursday Starburst and more, from $0.75 a game.'),
  t('home', 'hero-image', 'image', '/assets/home-hero.jpg'),
  t('play', 'add-to-cart', 'plain', 'Add to cart'),
  t('play', 'quick-pick', 'plain', 'Quick pick'),
  t('play', 'choose-day', 'plain', 'Choose a draw day'),
  t('seo', 'play-heading', 'seo', JSON.stringify({ title: 'Play {offer} online', description: 'Buy {offer} tickets online with {site}.' })),
];

const goodcauseExtra: SeedTranslation[] = [
  t('home', 'hero-title', 'plain', 'Every ticket backs a good cause'),
  t('home', 'hero-body', 'markdown', 'Win homes, cars and cash while funding **rivers, wildlife and shelters**.'),
  t('home', 'hero-image', 'image', '/assets/goodcause-hero.jpg'),
  t('play', 'add-to-cart', 'plain', 'Get tickets'),
  t('play', 'choose-cause', 'plain', 'Choose the cause you support'),
];

/** en-GB wording of the en-AU items it differs from ("pound wording", storefront §1). */
const enGbOverrides: Record<string, string> = {
  'header:cart': 'Basket',
  'cart:empty': 'Your basket is empty.',
  'cart:checkout': 'Go to checkout',
  'home:hero-body': 'Play **Saturday Super Draw**, Thursday Starburst and more, from £0.45 a line.',
  'play:add-to-cart': 'Add to basket',
  'play:quick-pick': 'Lucky dip',
  'footer:disclaimer': 'Please play responsibly. You must be **18 or over** to play. BeGambleAware: call the helpline if gambling stops being fun.',
};

function forSite(items: SeedTranslation[], siteName: string): SeedTranslation[] {
  return items.map((item) => ({ ...item, value: item.value.replaceAll('{site}', siteName) }));
}

/** Translation items per site and locale. */
export function seedTranslations(siteKey: string, siteName: string): Record<string, SeedTranslation[]> {
  if (siteKey === 'goodcause') return { 'en-AU': [...forSite([...common, ...goodcauseExtra], siteName), ...FAIRNESS_TRANSLATIONS['en-AU']] };
  const enAu = forSite([...common, ...drawfrontExtra], siteName);
  const enGb = enAu.map((item) => ({ ...item, value: enGbOverrides[`${item.category}:${item.id}`] ?? item.value }));
  return { 'en-AU': [...enAu, ...FAIRNESS_TRANSLATIONS['en-AU']], 'en-GB': [...enGb, ...FAIRNESS_TRANSLATIONS['en-GB']] };
}
