import type { Capability } from '../contract/capabilities';
import type { RemoteName } from '../contract/remotes';

/** none = outside the base layout; base = header and full footer; checkout = the checkout layout. */
export type Layout = 'none' | 'base' | 'checkout';

/** One row of the shell's route table (ARCHITECTURE §2 "Routing"). */
export interface RouteDefinition {
  /** Stable id, also the key the content service uses to override a path. */
  id: string;
  /** react-router path pattern, e.g. `/my-account/upcoming-tickets/:page?`. */
  path: string;
  /** Which remote renders it; `shell` for pages the shell draws itself (logout, error pages). */
  remote: RemoteName | 'shell';
  layout: Layout;
  protected: boolean;
  /** All must be on for the route to exist on a site; otherwise it is a 404. */
  capabilities: Capability[];
  /** The remote router's basename for this route (default `/`). */
  basePath?: string;
}
