import { depositLimits } from '../../db/schema';
import { periodLimitStore } from '../period-limits/limits-repository';

/** The deposit limits table, read and written as every per-period limits table is (period-limits). */
export const depositLimitStore = periodLimitStore(depositLimits);
