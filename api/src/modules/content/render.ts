import { Marked } from 'marked';
import sanitizeHtml from 'sanitize-html';

/**
 * Markdown to HTML for content files, always through the sanitiser: content is written by editors in
 * reviewed changes, but a page must never run a script or load a frame whatever a file says
 * (ARCHITECTURE §4 "Content from the CMS is sanitised before it is rendered").
 */
const marked = new Marked({ gfm: true, async: false });

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'h1', 'h2'],
  allowedAttributes: { a: ['href', 'title', 'rel', 'target'], img: ['src', 'alt', 'title', 'width', 'height'], '*': ['id'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  // A link that opens a new tab must not hand the opener to the other page.
  transformTags: { a: (tagName, attribs) => ({ tagName, attribs: attribs.target ? { ...attribs, rel: 'noopener noreferrer' } : attribs }) },
};

/** Sanitised HTML of a markdown text. */
export function renderMarkdown(markdown: string): string {
  return sanitizeHtml(marked.parse(markdown) as string, OPTIONS);
}

/** Sanitised HTML of an HTML fragment (html-content blocks). */
export function sanitiseHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

/**
 * Renders every `markdown` key of a front-matter value (at any depth) into a sibling `html` key and
 * sanitises every `html` key, so no field reaches a browser unsanitised.
 */
export function renderFields(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(renderFields);
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value as Record<string, unknown>)) {
    if (key === 'markdown' && typeof inner === 'string') out.html = renderMarkdown(inner);
    else if (key === 'html' && typeof inner === 'string') out.html = sanitiseHtml(inner);
    else out[key] = renderFields(inner);
  }
  return out;
}
