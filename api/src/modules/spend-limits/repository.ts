import { spendLimits } from '../../db/schema';
import { periodLimitStore } from '../period-limits/limits-repository';

/** The spend limits table, read and written as every per-period limits table is (period-limits). */
export const spendLimitStore = periodLimitStore(spendLimits);
