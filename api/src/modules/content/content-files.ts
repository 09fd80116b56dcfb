import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, resolve } from 'node:path';
import { load } from 'js-yaml';
import { renderFields, renderMarkdown } from './render';
import { CONTENT_STATUSES } from './visibility';
import type { ContentStatus } from './visibility';

/**
 * Where the content lives: `api/content/<site>/<collection>/<id>.md`, singletons as `<site>/<collection>.yaml`;
 * a sub-variant's own version of an item as `<site>/sub-variants/<CODE>/<collection>/<id>.md` (it replaces the
 * site's item of that id for visitors of that sub-variant).
 */
export const CONTENT_DIR = resolve(__dirname, '..', '..', '..', 'content');

export interface ContentFileItem {
  siteKey: string;
  /** '' for the site's item, else the sub-variant whose version it is. */
  subVariant: string;
  collection: string;
  id: string;
  status: ContentStatus;
  publishDate: Date | null;
  created: Date;
  fields: Record<string, unknown>;
}

export interface ContentFile {
  siteKey: string;
  id: string;
  mimeType: string;
  data: string;
}

const MIME: Record<string, string> = { '.svg': 'image/svg+xml', '.png': 'image/png', '.jpg': 'image/jpeg', '.webp': 'image/webp' };
const ID = /^[a-z0-9][a-z0-9_-]*$/;
// Front matter keys that say how the item is published rather than what it says.
const PUBLICATION_KEYS = ['status', 'publish_date', 'created'];

/** A problem in a content file: the load stops and names the file, so a bad change never half-applies. */
export class ContentFileError extends Error {}

function splitFrontMatter(path: string, text: string): { data: Record<string, unknown>; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(text);
  if (!match) throw new ContentFileError(`${path}: a content file starts with front matter between --- lines`);
  const data = load(match[1] ?? '') ?? {};
  if (typeof data !== 'object' || Array.isArray(data)) throw new ContentFileError(`${path}: the front matter is not a map`);
  return { data: data as Record<string, unknown>, body: match[2] ?? '' };
}

function dateOf(path: string, key: string, value: unknown): Date | null {
  if (value === undefined || value === null || value === '') return null;
  const date = value instanceof Date ? value : new Date(String(value));
  if (Number.isNaN(date.getTime())) throw new ContentFileError(`${path}: ${key} is not a date`);
  return date;
}

function itemOf(path: string, siteKey: string, collection: string, id: string, data: Record<string, unknown>, body: string, subVariant = ''): ContentFileItem {
  if (!ID.test(id)) throw new ContentFileError(`${path}: the file name must be lower-case letters, digits, - or _`);
  const status = (data.status ?? 'published') as ContentStatus;
  if (!CONTENT_STATUSES.includes(status)) throw new ContentFileError(`${path}: status must be one of ${CONTENT_STATUSES.join(', ')}`);
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) if (!PUBLICATION_KEYS.includes(key)) fields[key] = value;
  const rendered = renderFields(fields) as Record<string, unknown>;
  if (body.trim()) rendered.body = renderMarkdown(body);
  const created = dateOf(path, 'created', data.created) ?? new Date('2026-01-01T00:00:00Z');
  return { siteKey, subVariant, collection, id, status, publishDate: dateOf(path, 'publish_date', data.publish_date), created, fields: { id, ...rendered } };
}

/** The markdown items of one collection folder. */
function markdownItems(dir: string, siteKey: string, collection: string, subVariant = ''): ContentFileItem[] {
  return readdirSync(dir)
    .sort()
    .filter((name) => extname(name) === '.md')
    .map((name) => {
      const file = join(dir, name);
      const { data, body } = splitFrontMatter(file, readFileSync(file, 'utf8'));
      return itemOf(file, siteKey, collection, name.slice(0, -3), data, body, subVariant);
    });
}

/** Every item and file of every site folder under `dir`. */
export function readContent(dir: string = CONTENT_DIR): { items: ContentFileItem[]; files: ContentFile[] } {
  const items: ContentFileItem[] = [];
  const files: ContentFile[] = [];
  if (!existsSync(dir)) return { items, files };
  for (const siteKey of readdirSync(dir).sort()) {
    const siteDir = join(dir, siteKey);
    if (!statSync(siteDir).isDirectory()) continue;
    for (const entry of readdirSync(siteDir).sort()) {
      const path = join(siteDir, entry);
      if (statSync(path).isDirectory()) {
        if (entry === 'files') {
          for (const name of readdirSync(path).sort()) {
            const mimeType = MIME[extname(name)];
            if (mimeType) files.push({ siteKey, id: name, mimeType, data: readFileSync(join(path, name)).toString('base64') });
          }
          continue;
        }
        if (entry === 'sub-variants') {
          for (const code of readdirSync(path).sort()) {
            if (!/^[A-Z]{2,8}$/.test(code)) throw new ContentFileError(`${join(path, code)}: a sub-variant folder is its code in capitals, e.g. GB`);
            for (const collection of readdirSync(join(path, code)).sort()) items.push(...markdownItems(join(path, code, collection), siteKey, collection, code));
          }
          continue;
        }
        items.push(...markdownItems(path, siteKey, entry));
      } else if (extname(entry) === '.yaml') {
        // A singleton (site_config, theme): the collection is the file name and its one item's id too.
        const data = load(readFileSync(path, 'utf8'));
        if (typeof data !== 'object' || data === null || Array.isArray(data)) throw new ContentFileError(`${path}: not a map`);
        const collection = entry.slice(0, -5);
        items.push(itemOf(path, siteKey, collection, collection, data as Record<string, unknown>, ''));
      }
    }
  }
  return { items, files };
}
