import type { FieldErrors } from '../errors/app-error';
import { PaymentError, PAYMENT_ERRORS } from './payment-errors';
import { inputKeyedRecord } from '../lib/own-keys';

/** Colour depths a 3-D Secure server accepts (EMV 3DS `browserColorDepth`, groups spec §5). */
export const COLOUR_DEPTHS = [1, 4, 8, 15, 16, 24, 32, 48] as const;
export type ColourDepth = (typeof COLOUR_DEPTHS)[number];

// What a browser that reports nothing usable almost certainly has.
const DEFAULT_COLOUR_DEPTH: ColourDepth = 24;

/**
 * `screen.colorDepth` snapped to the nearest accepted value (groups spec §5); a tie goes to the lower
 * value so we never claim more colours than the browser has. A non-finite depth reads as 24.
 */
export function snapColourDepth(depth: number): ColourDepth {
  if (!Number.isFinite(depth)) return DEFAULT_COLOUR_DEPTH;
  let best: ColourDepth = COLOUR_DEPTHS[0];
  for (const candidate of COLOUR_DEPTHS) {
    if (Math.abs(candidate - depth) < Math.abs(best - depth)) best = candidate;
  }
  return best;
}

/** The challenge window sizes (groups spec §3), in the order of EMV 3DS `challengeWindowSize` 01–05. */
export const CHALLENGE_WINDOW_SIZES = ['Small', 'Medium', 'Large', 'ExtraLarge', 'FullScreen'] as const;
export type ChallengeWindowSize = (typeof CHALLENGE_WINDOW_SIZES)[number];

/** Pixel size of each window (EMV 3DS: 250×400, 390×400, 500×600, 600×400); FullScreen is the whole viewport. */
export const CHALLENGE_WINDOW_PIXELS: Readonly<Record<ChallengeWindowSize, { width: number; height: number } | null>> = {
  Small: { width: 250, height: 400 },
  Medium: { width: 390, height: 400 },
  Large: { width: 500, height: 600 },
  ExtraLarge: { width: 600, height: 400 },
  FullScreen: null,
};

// Below this width (a phone) a framed challenge is cramped, so it takes the whole screen.
const FULL_SCREEN_BELOW_WIDTH = 600;

/**
 * The challenge window for a screen: full screen on a phone-sized or unknown screen, else the
 * largest (by area) framed window that fits.
 */
export function challengeWindowSizeFor(screen: { width: number; height: number } | undefined): ChallengeWindowSize {
  if (!screen || screen.width < FULL_SCREEN_BELOW_WIDTH) return 'FullScreen';
  let best: ChallengeWindowSize = 'FullScreen';
  let bestArea = 0;
  for (const size of CHALLENGE_WINDOW_SIZES) {
    const pixels = CHALLENGE_WINDOW_PIXELS[size];
    if (!pixels || pixels.width > screen.width || pixels.height > screen.height) continue;
    const area = pixels.width * pixels.height;
    if (area > bestArea) {
      best = size;
      bestArea = area;
    }
  }
  return best;
}

/** What the checkout page reads from the browser and sends as `deviceData` with a deposit (camelCase at the edge). */
export interface DeviceData {
  colorDepth?: unknown;
  screenWidth?: unknown;
  screenHeight?: unknown;
  javaEnabled?: unknown;
  javascriptEnabled?: unknown;
  language?: unknown;
  timeZoneOffset?: unknown;
  userAgent?: unknown;
  acceptHeader?: unknown;
  challengeWindowSize?: unknown;
}

/** Validated browser details for a 3-D Secure authentication (the EMV 3DS browser fields). */
export interface BrowserInfo {
  colorDepth: ColourDepth;
  screenWidth: number;
  screenHeight: number;
  javaEnabled: boolean;
  javascriptEnabled: boolean;
  language: string;
  /** Minutes from UTC as `Date#getTimezoneOffset` gives them (positive west of UTC). */
  timeZoneOffset: number;
  userAgent: string;
  acceptHeader: string | null;
  challengeWindowSize: ChallengeWindowSize;
}

const LANGUAGE_TAG = /^[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8})*$/;
const MAX_SCREEN_PIXELS = 65_535;
const MAX_USER_AGENT = 2048;
const MAX_ACCEPT_HEADER = 2048;
const MAX_LANGUAGE = 35;
// Time zones run from UTC−12 to UTC+14: getTimezoneOffset is −840 to 720.
const MIN_TZ_OFFSET = -840;
const MAX_TZ_OFFSET = 720;

/**
 * Validates the browser's `deviceData` into `BrowserInfo`, listing every bad field at once: colour
 * depth is snapped, the window size defaults to what fits the screen. Throws `invalid_device_data`.
 */
export function browserInfoFromDevice(device: unknown): BrowserInfo {
  const errors: FieldErrors = inputKeyedRecord();
  const fail = (field: string, message: string): void => {
    (errors[field] ??= []).push(message);
  };
  if (device === null || typeof device !== 'object' || Array.isArray(device)) {
    throw new PaymentError(PAYMENT_ERRORS.invalidDeviceData, ['deviceData must be an object'], { errors: { deviceData: ['must be an object'] } });
  }
  const data = device as DeviceData;

  const colourDepth = data.colorDepth;
  if (typeof colourDepth !== 'number' || !Number.isFinite(colourDepth) || colourDepth <= 0) fail('colorDepth', 'must be a positive number');

  const dimension = (field: 'screenWidth' | 'screenHeight'): number => {
    const value = data[field];
    if (!Number.isInteger(value) || (value as number) <= 0 || (value as number) > MAX_SCREEN_PIXELS) {
      fail(field, `must be a whole number of pixels from 1 to ${MAX_SCREEN_PIXELS}`);
      return 0;
    }
    return value as number;
  };
  const screenWidth = dimension('screenWidth');
  const screenHeight = dimension('screenHeight');

  const flag = (field: 'javaEnabled' | 'javascriptEnabled', fallback: boolean): boolean => {
    const value = data[field];
    if (value === undefined) return fallback;
    if (typeof value !== 'boolean') fail(field, 'must be true or false');
    return value === true;
  };
  const javaEnabled = flag('javaEnabled', false);
  const javascriptEnabled = flag('javascriptEnabled', true);

  const language = data.language;
  if (typeof language !== 'string' || language.length > MAX_LANGUAGE || !LANGUAGE_TAG.test(language)) {
    fail('language', 'must be a language tag such as en-AU');
  }

  const offset = data.timeZoneOffset;
  if (!Number.isInteger(offset) || (offset as number) < MIN_TZ_OFFSET || (offset as number) > MAX_TZ_OFFSET) {
    fail('timeZoneOffset', `must be whole minutes from ${MIN_TZ_OFFSET} to ${MAX_TZ_OFFSET}`);
  }

  const userAgent = data.userAgent;
  if (typeof userAgent !== 'string' || userAgent.trim() === '' || userAgent.length > MAX_USER_AGENT) {
    fail('userAgent', `must be the browser's user agent (at most ${MAX_USER_AGENT} characters)`);
  }

  const accept = data.acceptHeader;
  if (accept !== undefined && accept !== null && (typeof accept !== 'string' || accept.length > MAX_ACCEPT_HEADER)) {
    fail('acceptHeader', `must be text of at most ${MAX_ACCEPT_HEADER} characters`);
  }

  const requestedSize = data.challengeWindowSize;
  if (requestedSize !== undefined && !CHALLENGE_WINDOW_SIZES.includes(requestedSize as ChallengeWindowSize)) {
    fail('challengeWindowSize', `must be one of ${CHALLENGE_WINDOW_SIZES.join(', ')}`);
  }

  const fields = Object.keys(errors);
  if (fields.length > 0) throw new PaymentError(PAYMENT_ERRORS.invalidDeviceData, [fields.join(', ')], { errors });

  return {
    colorDepth: snapColourDepth(colourDepth as number),
    screenWidth,
    screenHeight,
    javaEnabled,
    javascriptEnabled,
    language: language as string,
    timeZoneOffset: offset as number,
    userAgent: userAgent as string,
    acceptHeader: typeof accept === 'string' ? accept : null,
    challengeWindowSize: (requestedSize as ChallengeWindowSize | undefined) ?? challengeWindowSizeFor({ width: screenWidth, height: screenHeight }),
  };
}
