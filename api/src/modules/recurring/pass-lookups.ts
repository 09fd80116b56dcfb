import type { Transaction } from '../../db/client';
import type { SiteRecord } from '../sites/site-record';
import { findRunDraw } from './repository';
import type { RunDraw } from './repository';

/**
 * What every run of a pass reads alike, read once per pass (inside a run's transaction: PGlite runs one
 * transaction at a time, so the outer handle must not be used meanwhile). The site, and the draw's facts that
 * decide whether to try at all (open, sales stop, prize pool for a minimum jackpot): the purchase itself re-reads
 * the draw under a share lock in its own transaction and refuses one that has closed since.
 */
export interface PassLookups {
  site(tx: Transaction, key: string): Promise<SiteRecord | null>;
  draw(tx: Transaction, drawId: number): Promise<RunDraw | null>;
}

export function passLookups(siteWithin: (tx: Transaction, key: string) => Promise<SiteRecord | null>): PassLookups {
  const sites = new Map<string, SiteRecord>();
  const draws = new Map<number, RunDraw>();
  return {
    async site(tx, key) {
      const known = sites.get(key);
      if (known) return known;
      const site = await siteWithin(tx, key);
      if (site) sites.set(key, site);
      return site;
    },
    async draw(tx, drawId) {
      const known = draws.get(drawId);
      if (known) return known;
      const draw = await findRunDraw(tx, drawId);
      if (draw) draws.set(drawId, draw);
      return draw;
    },
  };
}
