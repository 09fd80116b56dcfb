import type { RouteScope } from '../plugins/module-plugin';
import type { TestIdp } from './test-idp';
import { testIdpRoutes } from './test-idp-routes';

/** The built-in test OpenID provider's pages: only while the test doors are open (the parties then make one). */
export const testIdpPlugin = {
  routes: {
    root: async (root: RouteScope, { testIdp }: { testIdp: TestIdp | null }) => {
      if (testIdp) await root.register(testIdpRoutes, { idp: testIdp });
    },
  },
};
