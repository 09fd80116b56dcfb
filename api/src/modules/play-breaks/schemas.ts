import { PLAY_BREAK_PERIODS } from '@drawfront/shared/rules/play-break';
import type { PlayBreak } from '@drawfront/shared/rules/play-break';
import { Type } from 'typebox';
import type { Static } from 'typebox';
import { assertType, Nullable } from '../../lib/typebox';
import type { SameShape } from '../../lib/typebox';

export const PlayBreakPeriodSchema = Type.Enum([...PLAY_BREAK_PERIODS]);

export const PlayBreakSchema = Type.Object({
  kind: Type.Enum(['break', 'self_exclusion']),
  period: PlayBreakPeriodSchema,
  startsAt: Type.String({ format: 'date-time' }),
  endsAt: Nullable(Type.String({ format: 'date-time' })),
});
assertType<SameShape<Static<typeof PlayBreakSchema>, PlayBreak>>();

