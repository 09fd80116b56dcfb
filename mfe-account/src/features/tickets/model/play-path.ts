import type { PathTo } from '@drawfront/shared/routes/path-to';

/** Where "play" sends a customer with no tickets: the lottery tickets page where the site has it, else home. */
export function playPath(pathTo: PathTo): string | null {
  return pathTo('lotto-tickets') ?? pathTo('home');
}
