import { deviceData } from './payment-builders';
import { PaymentError } from './payment-errors';
import { browserInfoFromDevice, CHALLENGE_WINDOW_PIXELS, CHALLENGE_WINDOW_SIZES, challengeWindowSizeFor, snapColourDepth } from './three-d-secure';

describe('snapColourDepth', () => {
  it.each([1, 4, 8, 15, 16, 24, 32, 48])('keeps an accepted depth %i', (depth) => {
    expect(snapColourDepth(depth)).toBe(depth);
  });

  it.each([
    [0, 1],
    [2, 1],
    [3, 4],
    [6, 4],
    [7, 8],
    [12, 15],
    [30, 32],
    [36, 32],
    [41, 48],
    [64, 48],
    [-5, 1],
    [23.6, 24],
  ])('snaps %d to %i', (depth, snapped) => {
    expect(snapColourDepth(depth)).toBe(snapped);
  });

  it('breaks a tie towards the lower depth', () => {
    expect(snapColourDepth(20)).toBe(16);
    expect(snapColourDepth(40)).toBe(32);
    expect(snapColourDepth(2.5)).toBe(1);
  });

  it('reads a depth the browser did not report as 24', () => {
    expect(snapColourDepth(Number.NaN)).toBe(24);
    expect(snapColourDepth(Number.POSITIVE_INFINITY)).toBe(24);
  });
});

describe('challenge window sizes', () => {
  it('names the five sizes of the spec with their pixel sizes', () => {
    expect(CHALLENGE_WINDOW_SIZES).toEqual(['Small', 'Medium', 'Large', 'ExtraLarge', 'FullScreen']);
    expect(CHALLENGE_WINDOW_PIXELS).toEqual({
      Small: { width: 250, height: 400 },
      Medium: { width: 390, height: 400 },
      Large: { width: 500, height: 600 },
      ExtraLarge: { width: 600, height: 400 },
      FullScreen: null,
    });
  });

  it('uses the whole screen on a phone or an unknown screen', () => {
    expect(challengeWindowSizeFor({ width: 390, height: 844 })).toBe('FullScreen');
    expect(challengeWindowSizeFor(undefined)).toBe('FullScreen');
  });

  it('picks the largest window that fits a bigger screen', () => {
    expect(challengeWindowSizeFor({ width: 1440, height: 900 })).toBe('Large');
    expect(challengeWindowSizeFor({ width: 800, height: 500 })).toBe('ExtraLarge');
    expect(challengeWindowSizeFor({ width: 600, height: 399 })).toBe('FullScreen');
  });
});

describe('browserInfoFromDevice', () => {
  it('validates the browser details, snapping the colour depth and choosing a window', () => {
    expect(browserInfoFromDevice(deviceData({ colorDepth: 30 }))).toEqual({
      colorDepth: 32,
      screenWidth: 1440,
      screenHeight: 900,
      javaEnabled: false,
      javascriptEnabled: true,
      language: 'en-AU',
      timeZoneOffset: -600,
      userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0',
      acceptHeader: null,
      challengeWindowSize: 'Large',
    });
  });

  it('keeps a window size the page asked for and the accept header', () => {
    const info = browserInfoFromDevice(deviceData({ challengeWindowSize: 'Small', acceptHeader: 'text/html' }));
    expect(info).toMatchObject({ challengeWindowSize: 'Small', acceptHeader: 'text/html' });
  });

  it('defaults the Java and JavaScript flags', () => {
    const { javaEnabled: _java, javascriptEnabled: _js, ...rest } = deviceData();
    expect(browserInfoFromDevice(rest)).toMatchObject({ javaEnabled: false, javascriptEnabled: true });
  });

  it('lists every bad field at once', () => {
    let error: unknown;
    try {
      browserInfoFromDevice({ colorDepth: 'deep', screenWidth: 0, screenHeight: 1.5, javaEnabled: 'no', language: 'english please', timeZoneOffset: 900, userAgent: '', challengeWindowSize: 'Huge' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(PaymentError);
    const paymentError = error as PaymentError;
    expect(paymentError.code).toBe('invalid_device_data');
    expect(paymentError.statusCode).toBe(422);
    expect(Object.keys(paymentError.errors).sort()).toEqual(
      ['challengeWindowSize', 'colorDepth', 'javaEnabled', 'language', 'screenHeight', 'screenWidth', 'timeZoneOffset', 'userAgent'].sort(),
    );
    expect(paymentError.message).toContain('colorDepth');
  });

  it.each([null, 'device', [1, 2], 42])('refuses %p as device data', (value) => {
    expect(() => browserInfoFromDevice(value)).toThrow(expect.objectContaining({ code: 'invalid_device_data' }) as Error);
  });

  it('accepts the time zone extremes', () => {
    expect(browserInfoFromDevice(deviceData({ timeZoneOffset: -840 })).timeZoneOffset).toBe(-840);
    expect(browserInfoFromDevice(deviceData({ timeZoneOffset: 720 })).timeZoneOffset).toBe(720);
  });
});
