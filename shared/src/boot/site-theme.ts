import { readableTextOn } from '../ui/colour-contrast';
import type { BootTheme } from './boot-data';

/** A site's brand as the content service keeps it (`GET /v2/branding`, the `branding` table). */
export interface SiteTheme {
  logoText: string;
  colours: { primary: string; secondary: string; accent: string; background: string; surface: string; text: string };
  fonts: { heading: string; body: string };
}

/** A colour token's value: hex only, so a theme can never smuggle anything else into a style sheet. */
const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;
/** A font stack: family names, quotes, commas and spaces, nothing that could end a declaration. */
const FONT_STACK = /^[A-Za-z0-9 ,'"-]{1,200}$/;
const GENERIC_FAMILIES = new Set(['serif', 'sans-serif', 'monospace', 'cursive', 'fantasy', 'system-ui', 'ui-serif', 'ui-sans-serif', 'ui-monospace', 'ui-rounded', 'math', 'emoji', 'fangsong']);

/**
 * The stack with every family name quoted (generic keywords left bare). Unquoted, a name such as
 * Source Sans 3 is not valid CSS, and one bad name drops the whole stack to the browser's default serif.
 */
function quotedFontStack(stack: string): string | null {
  if (!FONT_STACK.test(stack)) return null;
  const families = stack.split(',').map((family) => family.trim().replace(/^["']|["']$/g, '').trim());
  if (families.some((family) => family === '' || /["']/.test(family))) return null;
  return families.map((family) => (GENERIC_FAMILIES.has(family.toLowerCase()) ? family.toLowerCase() : `"${family}"`)).join(', ');
}

/** The shell's tokens a theme sets (shell/src/app/theme.css defines their defaults). */
export const THEME_COLOUR_TOKENS = {
  primary: '--df-colour-primary',
  secondary: '--df-colour-secondary',
  accent: '--df-colour-accent',
  background: '--df-colour-bg',
  surface: '--df-colour-surface',
  text: '--df-colour-text',
} as const satisfies Record<keyof SiteTheme['colours'], string>;

/**
 * The CSS custom properties of `theme`: its colours, its fonts, and the text colours that read on its primary
 * and secondary (white or the kit's ink, whichever reaches 4.5:1). A value that is not a hex colour or a plain font stack is
 * left out, so the shell's default shows instead of a broken or injected one.
 */
export function themeTokens(theme: SiteTheme): BootTheme {
  const tokens: Record<string, string> = {};
  for (const [key, token] of Object.entries(THEME_COLOUR_TOKENS) as [keyof SiteTheme['colours'], string][]) {
    const value = theme.colours[key];
    if (HEX_COLOUR.test(value)) tokens[token] = value;
  }
  // Text on the brand colours: white or the kit's ink, whichever reaches 4.5:1 (none: the default stays).
  for (const [background, text] of [['--df-colour-primary', '--df-colour-primary-text'], ['--df-colour-secondary', '--df-colour-secondary-text']] as const) {
    const readable = tokens[background] ? readableTextOn(tokens[background]) : null;
    if (readable) tokens[text] = readable;
  }
  const body = quotedFontStack(theme.fonts.body);
  if (body) tokens['--df-font'] = body;
  const heading = quotedFontStack(theme.fonts.heading);
  if (heading) tokens['--df-font-heading'] = heading;
  return { tokens };
}

/**
 * The tokens as a style rule for the page's head, so the first paint is in the site's colours before any
 * script runs. `html:root` outranks the shell's own `:root` defaults, which its bundle injects later.
 * Only `--` names with values `themeTokens` accepts get in.
 */
export function themeStyleRule(theme: BootTheme): string {
  const declarations = Object.entries(theme.tokens)
    .filter(([name, value]) => /^--[a-z0-9-]+$/.test(name) && (HEX_COLOUR.test(value) || FONT_STACK.test(value)))
    .map(([name, value]) => `${name}:${value}`);
  return declarations.length ? `html:root{${declarations.join(';')}}` : '';
}
