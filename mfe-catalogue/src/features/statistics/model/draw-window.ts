/** The windows a visitor can count statistics over, in draws. */
export const DRAW_WINDOWS = [10, 25, 50, 100] as const;
export type DrawWindow = (typeof DRAW_WINDOWS)[number];
/** Counted when the address names no window, or one not offered. */
export const DEFAULT_DRAW_WINDOW: DrawWindow = 25;

/** The window a `?draws=` value asks for; anything not offered reads as the default, so a bad link still shows statistics. */
export function parseDrawWindow(raw: string | null): DrawWindow {
  return DRAW_WINDOWS.find((window) => String(window) === raw) ?? DEFAULT_DRAW_WINDOW;
}
