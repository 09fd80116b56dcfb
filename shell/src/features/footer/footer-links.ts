import type { Capability } from '@drawfront/shared/contract/capabilities';
import type { PathTo } from '@drawfront/shared/routes/path-to';
import type { RouteId } from '@drawfront/shared/routes/route-table';

export interface FooterLink {
  label: string;
  href: string;
}

type Has = (capability: Capability) => boolean;

/** A footer entry: its label and the page it links to. */
interface FooterEntry {
  label: string;
  route: RouteId;
}

const hasIn = (capabilities: readonly Capability[]): Has => (capability) => capabilities.includes(capability);

/** Terms of use replaces terms and conditions on sites with that capability. */
function termsLink(has: Has): FooterEntry {
  return has('terms-of-use') ? { label: 'Terms of use', route: 'about-terms-of-use' } : { label: 'Terms and conditions', route: 'about-terms-and-conditions' };
}

const privacy: FooterEntry = { label: 'Privacy policy', route: 'about-privacy' };
const responsibleGambling: FooterEntry = { label: 'Responsible gambling', route: 'about-responsible-gaming' };

/** The entries' links on this site (its path overrides apply); a page the site lacks is left out. */
export function footerLinksTo(pathTo: PathTo, entries: readonly FooterEntry[]): FooterLink[] {
  return entries.flatMap(({ label, route }) => {
    const href = pathTo(route);
    return href === null ? [] : [{ label, href }];
  });
}

/** The full footer's site links, each shown per the spec's capability (part 2 §2 "Footer"). */
export function fullFooterLinks(capabilities: readonly Capability[], pathTo: PathTo): FooterLink[] {
  const has = hasIn(capabilities);
  return footerLinksTo(pathTo, [
    // About us gives way to the terms-of-use page on sites that have it.
    ...(has('terms-of-use') ? [] : [{ label: 'About us', route: 'about' } as const]),
    privacy,
    ...(has('cookie-consent') ? [{ label: 'Cookie policy', route: 'about-cookie-policy' } as const] : []),
    termsLink(has),
    ...(has('blog') ? [{ label: 'News', route: 'blog' } as const] : []),
    ...(has('responsible-gambling') ? [responsibleGambling] : []),
  ]);
}

/** The condensed footer's links: privacy, terms and responsible gambling. */
export function condensedFooterLinks(capabilities: readonly Capability[], pathTo: PathTo): FooterLink[] {
  const has = hasIn(capabilities);
  return footerLinksTo(pathTo, [privacy, termsLink(has), ...(has('responsible-gambling') ? [responsibleGambling] : [])]);
}
