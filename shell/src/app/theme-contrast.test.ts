import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { contrastRatio, MIN_TEXT_CONTRAST } from '@drawfront/shared/ui/colour-contrast';

/** The :root tokens as written in the shell's theme, so a colour edit that breaks contrast fails here. */
const theme = readFileSync(join(__dirname, 'theme.css'), 'utf8');
const token = (name: string): string => {
  const match = new RegExp(`--df-colour-${name}:\\s*(#[0-9a-f]{3,6})`, 'i').exec(theme);
  if (!match?.[1]) throw new Error(`theme.css has no --df-colour-${name}`);
  return match[1];
};

describe('theme colour contrast', () => {
  it.each([
    ['text', 'bg'],
    ['text', 'surface'],
    ['muted', 'bg'],
    ['muted', 'surface'],
    ['primary', 'bg'],
    ['primary', 'surface'],
    ['accent', 'bg'],
    ['success', 'bg'],
    ['error', 'bg'],
    ['error', 'surface'],
    ['primary-text', 'primary'],
    ['primary-text', 'accent'],
    ['primary-text', 'text'],
    // Filled success (a matched ball, the deposit button) carries the primary's text colour.
    ['primary-text', 'success'],
    ['secondary-text', 'secondary'],
    ['warning', 'bg'],
    ['warning', 'warning-surface'],
    ['text', 'info-bg'],
    ['primary', 'info-bg'],
    ['text', 'success-surface'],
    ['success', 'success-surface'],
  ])('%s on %s reaches 4.5:1', (foreground, background) => {
    expect(contrastRatio(token(foreground), token(background))).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
  });

  /** A control's or a table's edge is not text: WCAG 1.4.11 asks 3:1 of it against what it sits on. */
  it.each([['border-strong', 'bg'], ['border-strong', 'surface']])('%s edge on %s reaches 3:1', (edge, background) => {
    expect(contrastRatio(token(edge), token(background))).toBeGreaterThanOrEqual(3);
  });

  it('has the exact brand tokens', () => {
    expect([token('text'), token('muted'), token('primary'), token('accent'), token('success'), token('error'), token('border')]).toEqual([
      '#1a1a2e',
      '#4a4a5e',
      '#0b5cad',
      '#8a1c7c',
      '#146c2e',
      '#b3261e',
      '#c9ccd6',
    ]);
    expect(theme).toContain('--df-focus-ring: 3px solid #ffbf47;');
  });
});
