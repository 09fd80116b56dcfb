import { FooterGroup } from './footer-group';
import { FooterLinkList } from './footer-link-list';
import type { FooterLink } from './footer-links';
import { useMediaQuery } from './use-media-query';

/** An offer the footer links to: its name and its play-page URL segment (product offer `url`). */
export interface FooterProduct {
  name: string;
  url: string;
}

/** Above this many offers a list splits into two columns (spec part 2 §2 "Footer"). */
export const DOUBLE_COLUMN_ABOVE = 5;

/** The medium breakpoint (storefront §9); below it the grouped lists are accordions. */
const MEDIUM_UP = '(min-width: 40em)';

const playPath = (product: FooterProduct) => `/${product.url.replace(/^\/+|\/+$/g, '')}`;

export interface ProductLinksProps {
  products: readonly FooterProduct[];
  /** multi-offer-site: play and results in two grouped lists; otherwise one list per offer. */
  multiOffer: boolean;
}

/** Play and results links for each offer the site sells. */
export function ProductLinks({ products, multiOffer }: ProductLinksProps) {
  const wide = useMediaQuery(MEDIUM_UP, true);
  if (products.length === 0) return null;
  if (!multiOffer) {
    const links: FooterLink[] = products.flatMap((product) => [
      { label: `Play ${product.name}`, href: playPath(product) },
      { label: `${product.name} results`, href: `${playPath(product)}/results` },
    ]);
    return (
      <FooterGroup title="Play" collapsible={false}>
        <FooterLinkList links={links} />
      </FooterGroup>
    );
  }
  const double = products.length > DOUBLE_COLUMN_ABOVE;
  return (
    <>
      <FooterGroup title="Play" collapsible={!wide}>
        <FooterLinkList double={double} links={products.map((product) => ({ label: product.name, href: playPath(product) }))} />
      </FooterGroup>
      <FooterGroup title="Results" collapsible={!wide}>
        <FooterLinkList double={double} links={products.map((product) => ({ label: `${product.name} results`, href: `${playPath(product)}/results` }))} />
      </FooterGroup>
    </>
  );
}
