import type { RouteDefinition } from '@drawfront/shared/routes/route-definition';

/** The rough shape of a page, for the skeleton shown while its remote loads. */
export type PageKind = 'cards' | 'builder' | 'summary' | 'form' | 'article';

const CARDS = new Set(['home', 'lotto-tickets', 'charity-tickets', 'social-play', 'syndicates', 'causes', 'cause', 'daily-winners']);
const BUILDERS = new Set(['play', 'cause-offer', 'offer-buy', 'offer-draw-buy']);

/** Which skeleton a route shows: product lists as cards, play pages as a builder, cart and checkout as a summary, account pages as a form. */
export function pageKindOf(route: Pick<RouteDefinition, 'id' | 'remote'>): PageKind {
  if (CARDS.has(route.id)) return 'cards';
  if (BUILDERS.has(route.id)) return 'builder';
  if (route.remote === 'cart-checkout') return 'summary';
  if (route.remote === 'account') return 'form';
  return 'article';
}
