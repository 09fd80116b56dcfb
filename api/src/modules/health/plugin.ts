import type { RouteScope } from '../../plugins/module-plugin';
import { healthRoutes } from './routes';

/** `/health`: the process and its database answer. */
export const healthPlugin = {
  routes: {
    root: (root: RouteScope) => root.register(healthRoutes),
  },
};
