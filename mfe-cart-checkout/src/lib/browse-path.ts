import type { PathTo } from '@drawfront/shared/routes/path-to';

/** Where "browse tickets" leads: the lotto list on sites that have it (they sell lotteries), otherwise home. */
export function browsePath(pathTo: PathTo): string | null {
  return pathTo('lotto-tickets') ?? pathTo('home');
}
