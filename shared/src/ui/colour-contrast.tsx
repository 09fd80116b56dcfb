/** Contrast threshold for text (spec part 2 §9 "Contrast threshold 4.5"; WCAG 2.x AA). */
export const MIN_TEXT_CONTRAST = 4.5;

const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

function channels(hex: string): [number, number, number] | null {
  const match = HEX.exec(hex.trim());
  if (!match?.[1]) return null;
  const digits = match[1].length === 3 ? [...match[1]].map((d) => d + d).join('') : match[1];
  return [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16) / 255) as [number, number, number];
}

function luminance([r, g, b]: [number, number, number]): number {
  const linear = (v: number) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG contrast ratio of two hex colours (1–21), or null when either is not a hex colour. */
export function contrastRatio(a: string, b: string): number | null {
  const ca = channels(a);
  const cb = channels(b);
  if (!ca || !cb) return null;
  const [light, dark] = [luminance(ca), luminance(cb)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * Text colour for a brand-coloured background: whichever candidate reads best, or null when none
 * reaches 4.5:1 (or the colour is not hex), so the caller falls back to its own safe colours.
 */
export function readableTextOn(background: string, candidates: readonly string[] = ['#ffffff', '#1a1a2e']): string | null {
  let best: { colour: string; ratio: number } | null = null;
  for (const colour of candidates) {
    const ratio = contrastRatio(background, colour);
    if (ratio !== null && (!best || ratio > best.ratio)) best = { colour, ratio };
  }
  return best && best.ratio >= MIN_TEXT_CONTRAST ? best.colour : null;
}
