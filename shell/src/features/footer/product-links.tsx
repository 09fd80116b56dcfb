import type { PathTo } from '@drawfront/shared/routes/path-to';
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

/** The offer's key in the route table's play and results paths (its `url`, which may come with slashes). */
const offerKey = (product: FooterProduct) => product.url.replace(/^\/+|\/+$/g, '');

/** `label(product)` linked to the offer's page `route` on this site, for each offer whose page exists. */
function offerLinks(products: readonly FooterProduct[], pathTo: PathTo, route: 'play' | 'offer-results', label: (product: FooterProduct) => string): FooterLink[] {
  return products.flatMap((product) => {
    const href = pathTo(route, { productOfferKey: offerKey(product) });
    return href === null ? [] : [{ label: label(product), href }];
  });
}

export interface ProductLinksProps {
  products: readonly FooterProduct[];
  /** multi-offer-site: play and results in two grouped lists; otherwise one list per offer. */
  multiOffer: boolean;
  /** The site's links (`pathTo` of the shell context). */
  pathTo: PathTo;
}

/** Play and results links for each offer the site sells. */
export function ProductLinks({ products, multiOffer, pathTo }: ProductLinksProps) {
  const wide = useMediaQuery(MEDIUM_UP, true);
  if (products.length === 0) return null;
  if (!multiOffer) {
    const links: FooterLink[] = products.flatMap((product) => [
      ...offerLinks([product], pathTo, 'play', ({ name }) => `Play ${name}`),
      ...offerLinks([product], pathTo, 'offer-results', ({ name }) => `${name} results`),
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
        <FooterLinkList double={double} links={offerLinks(products, pathTo, 'play', ({ name }) => name)} />
      </FooterGroup>
      <FooterGroup title="Results" collapsible={!wide}>
        <FooterLinkList double={double} links={offerLinks(products, pathTo, 'offer-results', ({ name }) => `${name} results`)} />
      </FooterGroup>
    </>
  );
}
