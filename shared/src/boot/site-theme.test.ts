import { contrastRatio, MIN_TEXT_CONTRAST } from '../ui/colour-contrast';
import { themeStyleRule, themeTokens, type SiteTheme } from './site-theme';

const THEME: SiteTheme = {
  logoText: 'Good Cause',
  colours: { primary: '#1b6e4a', secondary: '#f4c430', accent: '#c2410c', background: '#fffdf7', surface: '#eef6f1', text: '#1f2937' },
  // As seeded: a family name starting with a digit is only valid CSS quoted.
  fonts: { heading: 'Merriweather, Georgia, serif', body: 'Source Sans 3, system-ui, sans-serif' },
};

describe('a site theme as the shell tokens', () => {
  it('maps colours and fonts to the tokens, with a readable text colour on the primary', () => {
    const { tokens } = themeTokens(THEME);
    expect(tokens).toEqual({
      '--df-colour-primary': '#1b6e4a',
      '--df-colour-secondary': '#f4c430',
      '--df-colour-accent': '#c2410c',
      '--df-colour-bg': '#fffdf7',
      '--df-colour-surface': '#eef6f1',
      '--df-colour-text': '#1f2937',
      '--df-colour-primary-text': '#ffffff',
      '--df-colour-secondary-text': '#1a1a2e',
      '--df-font': '"Source Sans 3", system-ui, sans-serif',
      '--df-font-heading': '"Merriweather", "Georgia", serif',
    });
    expect(contrastRatio(tokens['--df-colour-primary-text']!, tokens['--df-colour-primary']!)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
  });

  it('picks dark text on a light primary', () => {
    expect(themeTokens({ ...THEME, colours: { ...THEME.colours, primary: '#ffd166' } }).tokens['--df-colour-primary-text']).toBe('#1a1a2e');
  });

  it('leaves out what is not a hex colour or a plain font stack, so nothing can break out of the rule', () => {
    const hostile = themeTokens({
      ...THEME,
      colours: { ...THEME.colours, primary: 'red;}body{display:none', text: 'url(https://evil.example/x)' },
      fonts: { heading: 'Arial}</style><script>alert(1)</script>', body: 'Inter' },
    }).tokens;
    expect(hostile['--df-colour-primary']).toBeUndefined();
    expect(hostile['--df-colour-primary-text']).toBeUndefined();
    expect(hostile['--df-colour-text']).toBeUndefined();
    expect(hostile['--df-font-heading']).toBeUndefined();
    expect(hostile['--df-font']).toBe('"Inter"');
  });

  it('writes one html:root rule that outranks the defaults, and nothing for an empty theme', () => {
    expect(themeStyleRule({ tokens: { '--df-colour-primary': '#0b3d91', '--df-font': '"Inter", sans-serif' } })).toBe('html:root{--df-colour-primary:#0b3d91;--df-font:"Inter", sans-serif}');
    expect(themeStyleRule({ tokens: { color: '#000', '--df-x': '</style>' } })).toBe('');
  });
});
