import type { RouteScope } from '../../plugins/module-plugin';
import { discoveryRoutes } from './routes';

/** `/discover`: every service's prefix, so that they could be split later. */
export const discoveryPlugin = {
  routes: {
    root: (root: RouteScope) => root.register(discoveryRoutes),
  },
};
