import type { Discovery } from '../api-client/types';
import type { ReleaseResolution } from '../contract/release';
import type { SiteInfo } from '../contract/site';

/** The site as the shell boots it: what remotes see, plus the key the API client signs with. */
export interface BootSite extends SiteInfo {
  signingSecret: string;
}

/**
 * The site's theme as design tokens (CSS custom property name → value, from `themeTokens`), in the same
 * inlined boot data as the rest: the page's head carries them as a style rule, so the first paint is in the
 * site's colours, and the shell applies them again on the root element.
 */
export interface BootTheme {
  tokens: Readonly<Record<string, string>>;
}

/** Everything the shell needs before it can paint: the answers of the boot calls, in one document. */
export interface BootData {
  discovery: Discovery;
  site: BootSite;
  /** The visitor's release: the live one, or the canary when the visitor's bucket is in it. */
  resolution: ReleaseResolution;
}

/**
 * Boot data the server that sends the shell's HTML inlines in `<script type="application/json" id="df-boot">`,
 * so the shell skips the boot calls. `translations` are the site's plain texts for its locale, keyed
 * `category.id` with `{site}` filled in (null when the server could not read them: the shell asks).
 */
export interface InlinedBootData extends BootData {
  translations: Readonly<Record<string, string>> | null;
  theme: BootTheme | null;
}

/** The id of the inlined boot data's script element. */
export const BOOT_DATA_ELEMENT_ID = 'df-boot';

/**
 * JSON for an inline `<script type="application/json">`: `<`, `>` and `&` become `\u` escapes, so no
 * value (a site name, a translation) can close the script element or open a comment, and the line
 * separators U+2028/U+2029 are escaped too. `JSON.parse` reads the escapes back unchanged.
 */
export function serializeForInlineScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
