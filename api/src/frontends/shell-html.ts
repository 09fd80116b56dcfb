import { BOOT_DATA_ELEMENT_ID, serializeForInlineScript, type InlinedBootData } from '@drawfront/shared/boot/boot-data';
import { themeStyleRule } from '@drawfront/shared/boot/site-theme';
import { isRemoteName } from '@drawfront/shared/contract/remotes';
import { resolveRoute } from '@drawfront/shared/routes/match-route';

const escapeAttribute = (value: string): string => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * A preload of the remote entry the route mounts, with the release's integrity and CORS mode: the
 * federation runtime later adds the same `<script integrity crossorigin>`, so the browser reuses this
 * download instead of fetching the entry again after the shell's bundle has run.
 */
function remoteEntryPreload(data: InlinedBootData, pathname: string): string {
  const resolved = resolveRoute(pathname, data.site);
  if ('notFound' in resolved || !isRemoteName(resolved.route.remote)) return '';
  const artifact = data.resolution.release.remotes[resolved.route.remote];
  if (!artifact) return '';
  return `<link rel="preload" as="script" href="${escapeAttribute(artifact.entryUrl)}" integrity="${escapeAttribute(artifact.integrity)}" crossorigin="anonymous" />`;
}

/** The site's theme as a style rule, so the page is in its colours from the first paint (no flash of the default). */
function themeStyle(data: InlinedBootData): string {
  const rule = data.theme ? themeStyleRule(data.theme) : '';
  return rule ? `<style id="df-theme">${rule}</style>` : '';
}

/** The shell's index.html with the page's boot data, its theme and the preload of its route's remote entry in its head. */
export function renderShellHtml(template: string, data: InlinedBootData | null, pathname: string): string {
  if (!data) return template;
  const boot = `<script type="application/json" id="${BOOT_DATA_ELEMENT_ID}">${serializeForInlineScript(data)}</script>`;
  const html = template.replace('</head>', `${themeStyle(data)}${remoteEntryPreload(data, pathname)}${boot}</head>`);
  // The page's language from the first byte, so the first paint is read in the site's locale.
  return html.replace(/<html lang="[^"]*"/, `<html lang="${escapeAttribute(data.site.locale)}"`);
}
