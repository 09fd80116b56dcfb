import type { ChatHours } from '../rules/chat-hours';
import type { NavigationItem } from './site';

/** Search-engine fields of a content item (groups spec §3 "Content entities": pages and posts carry seo). */
export interface ContentSeo {
  title?: string;
  description?: string;
  noindex?: boolean;
}

/** `GET /items/pages` with fields id, path, template, name (groups spec §7). */
export interface PageRoute {
  id: string;
  path: string;
  template: string;
  name: string;
}

/** A block of a page's sections (a subset of groups spec §3's block kinds). */
export type ContentBlock =
  | { type: 'hero'; heading: string; text?: string; image?: string; imageAlt?: string; cta?: { label: string; href: string } }
  | { type: 'rich_text'; heading?: string; html: string }
  | { type: 'cards'; heading?: string; cards: { title: string; text: string; href?: string }[] }
  | { type: 'faq'; heading?: string; questions: { question: string; html: string }[] }
  | { type: 'call_to_action'; heading: string; text?: string; label: string; href: string }
  | { type: 'contact_form'; heading?: string }
  | { type: 'help_contacts'; heading?: string; contacts: { name: string; phone?: string; url?: string; text: string }[] };

export interface ContentPage extends PageRoute {
  seo?: ContentSeo;
  sections?: ContentBlock[];
  body?: string;
  created: string;
  publishDate: string | null;
  status: string;
}

export interface BlogPost {
  id: string;
  title: string;
  summary?: string;
  author?: string;
  categories: string[];
  thumbnail?: string;
  body?: string;
  seo?: ContentSeo;
  created: string;
}

export interface BlogCategory {
  id: string;
  name: string;
  slug: string;
}

/** A footer or drawer link from content: a route id of the route table (capability-checked) or an outside address. */
export type ContentLink = { label: string; route: string } | { label: string; href: string };

/** `GET /items/site_config` (groups spec §3 "site config (navigation, component variants)"). */
export interface SiteContentConfig {
  id: string;
  bannerText?: string;
  /** The feedback banner shows when the content service enables it (storefront §4). */
  feedbackEnabled?: boolean;
  chat?: ChatHours;
  navigation?: NavigationItem[];
  drawerLinks?: ContentLink[];
  footerLinks?: ContentLink[];
  featureBanner?: { heading: string; text: string; label: string; route: string };
}

/** `{ data, meta }`, the content service's list and item answers. */
export interface ContentList<T> {
  data: T[];
  meta?: { totalCount?: number; filterCount?: number };
}
