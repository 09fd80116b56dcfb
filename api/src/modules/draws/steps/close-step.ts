import { closeDueDraws } from '../repository';
import type { StepContext } from './context';

/** DRAW_OPEN (or DRAW_CAPPED) → DRAW_CLOSED for every draw whose sales stop has passed. */
export async function closeStep(context: StepContext): Promise<number> {
  return closeDueDraws(context.db, context.clock.now());
}
