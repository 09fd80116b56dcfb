/** Undoes one head change: puts back the previous value, or removes the tag it created. */
export type Restore = () => void;

type Attribute = 'name' | 'property';

/** Page-level tags skip the site-wide robots tag, which `useSiteRobots` owns. */
const SITE_SCOPE = 'data-df-seo-site';

function upsert(selector: string, create: () => HTMLElement, valueAttribute: string, value: string | null): Restore {
  const existing = document.head.querySelector<HTMLElement>(selector);
  if (!existing) {
    if (value === null) return () => undefined;
    const element = create();
    element.setAttribute(valueAttribute, value);
    document.head.appendChild(element);
    return () => element.remove();
  }
  const previous = existing.getAttribute(valueAttribute);
  if (value === null) existing.remove();
  else existing.setAttribute(valueAttribute, value);
  return () => {
    if (previous === null) existing.removeAttribute(valueAttribute);
    else existing.setAttribute(valueAttribute, previous);
    if (!existing.isConnected) document.head.appendChild(existing);
  };
}

/** Sets (or with null removes) `<meta name|property=key content=…>`. */
export function setMeta(attribute: Attribute, key: string, content: string | null): Restore {
  return upsert(
    `meta[${attribute}="${key}"]:not([${SITE_SCOPE}])`,
    () => {
      const meta = document.createElement('meta');
      meta.setAttribute(attribute, key);
      return meta;
    },
    'content',
    content,
  );
}

/** Sets (or with null removes) the site-wide robots tag, kept apart from a page's own robots tag. */
export function setSiteRobots(content: string | null): Restore {
  return upsert(
    `meta[name="robots"][${SITE_SCOPE}]`,
    () => {
      const meta = document.createElement('meta');
      meta.setAttribute('name', 'robots');
      meta.setAttribute(SITE_SCOPE, '');
      return meta;
    },
    'content',
    content,
  );
}

/** Sets (or with null removes) `<link rel="canonical">`. */
export function setCanonical(href: string | null): Restore {
  return upsert(
    'link[rel="canonical"]',
    () => {
      const link = document.createElement('link');
      link.setAttribute('rel', 'canonical');
      return link;
    },
    'href',
    href,
  );
}
