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
 * The CSS custom properties of `theme`: its colours, its fonts, and the text colour that reads on its primary
 * (white or the kit's ink, whichever reaches 4.5:1). A value that is not a hex colour or a plain font stack is
 * left out, so the shell's default shows instead of a broken or injected one.
 */
export function themeTokens(theme: SiteTheme): BootTheme {
  const tokens: Record<string, string> = {};
  for (const [key, token] of Object.entries(THEME_COLOUR_TOKENS) as [keyof SiteTheme['colours'], string][]) {
    const value = theme.colours[key];
    if (HEX_COLOUR.test(value)) tokens[token] = value;
  }
  const onPrimary = tokens['--df-colour-primary'] ? readableTextOn(tokens['--df-colour-primary']) : null;
  if (onPrimary) tokens['--df-colour-primary-text'] = onPrimary;
  if (FONT_STACK.test(theme.fonts.body)) tokens['--df-font'] = theme.fonts.body;
  if (FONT_STACK.test(theme.fonts.heading)) tokens['--df-font-heading'] = theme.fonts.heading;
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
