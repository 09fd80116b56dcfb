import type { ApiClient } from '@drawfront/shared/api-client/types';
import type { PlayBreak, PlayBreakPeriod } from '@drawfront/shared/rules/play-break';

/** Answer of `GET /customer/play-break` and `POST /customer/play-break`. */
export interface PlayBreakAnswer {
  /** The break in force now, or null. */
  playBreak: PlayBreak | null;
}

/** `GET /customer/play-break`: the break or self-exclusion in force now, if any. */
export function fetchPlayBreak(api: ApiClient, signal?: AbortSignal): Promise<PlayBreakAnswer> {
  return api.request<PlayBreakAnswer>({ path: '/customer/play-break', signal });
}

/**
 * `POST /customer/play-break`: starts (or lengthens) a break from now. A period that would end sooner
 * than the one in force is refused with 422 `play_break_not_shortened`.
 */
export function startPlayBreak(api: ApiClient, period: PlayBreakPeriod): Promise<{ playBreak: PlayBreak }> {
  return api.request<{ playBreak: PlayBreak }>({ method: 'POST', path: '/customer/play-break', body: { period } });
}
