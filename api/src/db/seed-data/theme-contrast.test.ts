// Every seeded site's theme, checked for text contrast from the tokens the shell paints with: a brand
// colour that makes body text, links or button labels unreadable fails here, before any page shows it.
import { themeTokens } from '@drawfront/shared/boot/site-theme';
import { contrastRatio, MIN_TEXT_CONTRAST } from '@drawfront/shared/ui/colour-contrast';
import { SEED_SITES } from './sites';

/** Text token on background token, as the kit uses them (shared/src/ui/ui.css). */
const PAIRS = [
  ['--df-colour-text', '--df-colour-bg'], // body text
  ['--df-colour-text', '--df-colour-surface'], // text in panels and cards
  ['--df-colour-primary', '--df-colour-bg'], // links and outline buttons
  ['--df-colour-primary', '--df-colour-surface'], // links in panels
  ['--df-colour-primary-text', '--df-colour-primary'], // primary button labels, the offer band
  ['--df-colour-primary-text', '--df-colour-accent'], // Powerball picks and feature banners
  ['--df-colour-secondary-text', '--df-colour-secondary'], // bonus balls
] as const;

describe.each(SEED_SITES.map((site) => [site.key, site] as const))("%s's theme", (_key, site) => {
  const { tokens } = themeTokens(site.theme);

  it.each(PAIRS)('%s on %s reaches 4.5:1', (foreground, background) => {
    // Null when a token is missing or not a hex colour: the theme would then not say what it paints.
    const ratio = contrastRatio(tokens[foreground] ?? '', tokens[background] ?? '');
    expect(ratio).not.toBeNull();
    expect(ratio!).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
  });
});

it('gives the seeded sites unmistakably different brands', () => {
  const [drawfront, goodcause] = SEED_SITES.map((site) => themeTokens(site.theme).tokens);
  for (const token of ['--df-colour-primary', '--df-colour-accent', '--df-colour-bg', '--df-font-heading'] as const) expect(drawfront![token]).not.toBe(goodcause![token]);
});
