import type { RouteScope } from '../../plugins/module-plugin';
import { heartbeatRoutes } from './routes';

/** `/blank.html`: the shell's heartbeat while a customer is active. */
export const heartbeatPlugin = {
  routes: {
    root: (root: RouteScope) => root.register(heartbeatRoutes),
  },
};
