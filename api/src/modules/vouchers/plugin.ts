import type { AppConfig } from '../../config';
import type { RouteScope } from '../../plugins/module-plugin';
import type { SiteService } from '../sites/service';
import { voucherPlatformRoutes } from './platform-routes';
import { createVoucherDesk } from './voucher-desk';
import type { VoucherDesk } from './voucher-desk';

/** Vouchers as ops make and list them (the cart and the ledger redeem them through the service). */
export const vouchersPlugin = {
  build: createVoucherDesk,
  routes: {
    platform: (platform: RouteScope, { vouchers, sites, config }: { vouchers: VoucherDesk; sites: SiteService; config: AppConfig }) => platform.register(voucherPlatformRoutes, { vouchers, sites, opsToken: config.opsToken }),
  },
};
