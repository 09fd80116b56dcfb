import type { Database } from '../../db/client';
import { createVoucher, vouchersOf } from './service';

export type VoucherDesk = ReturnType<typeof createVoucherDesk>;

/** What ops do with vouchers: make one now, and list a site's with how often each was used. */
export function createVoucherDesk({ db, now }: { db: Database; now: () => Date }) {
  return {
    create: (input: Parameters<typeof createVoucher>[1]) => createVoucher(db, input, now()),
    list: (siteKey: string) => vouchersOf(db, siteKey),
  };
}
