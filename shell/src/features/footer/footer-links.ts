import type { Capability } from '@drawfront/shared/contract/capabilities';

export interface FooterLink {
  label: string;
  href: string;
}

type Has = (capability: Capability) => boolean;

const hasIn = (capabilities: readonly Capability[]): Has => (capability) => capabilities.includes(capability);

/** Terms of use replaces terms and conditions on sites with that capability. */
function termsLink(has: Has): FooterLink {
  return has('terms-of-use') ? { label: 'Terms of use', href: '/about/terms-of-use' } : { label: 'Terms and conditions', href: '/about/terms-and-conditions' };
}

const responsibleGambling: FooterLink = { label: 'Responsible gambling', href: '/about/responsible-gaming' };

/** The full footer's site links, each shown per the spec's capability (part 2 §2 "Footer"). */
export function fullFooterLinks(capabilities: readonly Capability[]): FooterLink[] {
  const has = hasIn(capabilities);
  return [
    // About us gives way to the terms-of-use page on sites that have it.
    ...(has('terms-of-use') ? [] : [{ label: 'About us', href: '/about' }]),
    { label: 'Privacy policy', href: '/about/privacy' },
    ...(has('cookie-consent') ? [{ label: 'Cookie policy', href: '/about/cookie-policy' }] : []),
    termsLink(has),
    ...(has('blog') ? [{ label: 'News', href: '/blog' }] : []),
    ...(has('responsible-gambling') ? [responsibleGambling] : []),
  ];
}

/** The condensed footer's links: privacy, terms and responsible gambling. */
export function condensedFooterLinks(capabilities: readonly Capability[]): FooterLink[] {
  const has = hasIn(capabilities);
  return [{ label: 'Privacy policy', href: '/about/privacy' }, termsLink(has), ...(has('responsible-gambling') ? [responsibleGambling] : [])];
}
