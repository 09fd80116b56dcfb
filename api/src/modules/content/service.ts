import { randomUUID } from 'node:crypto';
import { isChatOpen, chatOpensText } from '@drawfront/shared/rules/chat-hours';
import type { ChatHours } from '@drawfront/shared/rules/chat-hours';
import type { Database } from '../../db/client';
import { AppError } from '../../errors/app-error';
import { ERROR_CODES } from '../../errors/error-codes';
import type { OutboxService } from '../outbox/service';
import type { SiteService } from '../sites/service';
import type { SiteRecord } from '../sites/site-record';
import { readContent } from './content-files';
import { ItemQueryError, parseItemQuery, runItemQuery } from './item-query';
import type { Item, ItemPage, RawItemQuery } from './item-query';
import { PREVIEW_LINK_TTL_MS, signPreview, verifyPreview } from './preview-link';
import { countSubmissions, findFile, findItem, insertSubmission, listItems, replaceContent } from './repository';
import type { ContentRow } from './repository';
import { submissionMail, SUBMISSION_LIMITS } from './submissions';
import type { Submission } from './submissions';
import { isVisible } from './visibility';
import { lockSubject } from '../../db/advisory-locks';

export type ContentService = ReturnType<typeof createContentService>;

/** Singletons: one item per site whose id is the collection's name. */
export const SINGLETONS = ['theme', 'site_config'] as const;
/** Collections visitors may write (`POST /items/{collection}`). */
export const WRITABLE = ['contact_messages', 'feedback', 'chat_messages'] as const;
export type WritableCollection = (typeof WRITABLE)[number];

/** Loads the content files into the database (the seed and every start call it). */
export async function loadContent(db: Database, dir?: string): Promise<void> {
  const { items, files } = readContent(dir);
  await replaceContent(db, items, files);
}

/** What a reader gets: the item's fields with its publication facts. */
function itemOf(row: ContentRow): Item {
  return { ...row.fields, id: row.id, status: row.status, created: row.created.toISOString(), publishDate: row.publishDate?.toISOString() ?? null };
}

export interface PreviewProof {
  expires: number;
  signature: string;
}

const durationText = (ms: number) => (ms >= 60 * 60_000 ? `${Math.ceil(ms / (60 * 60_000))} hours` : `${Math.max(1, Math.ceil(ms / 60_000))} minutes`);

/**
 * The content service (groups spec §7 "Content service", ARCHITECTURE §3 "Content"): per site, only
 * what is published and due (§5); drafts only through a signed preview link.
 */
export function createContentService(db: Database, deps: { now: () => Date; previewSecret: string; outbox: OutboxService; sites: SiteService }) {
  const { now } = deps;

  const service = {
    load: (dir?: string) => loadContent(db, dir),

    /** `subVariant`: the visitor's, whose own versions of items replace the site's. */
    async list(siteKey: string, collection: string, raw: RawItemQuery, subVariant = ''): Promise<ItemPage> {
      let query;
      try {
        query = parseItemQuery(raw);
      } catch (error) {
        if (error instanceof ItemQueryError) throw new AppError(ERROR_CODES.invalidItemQuery, [error.message]);
        throw error;
      }
      const at = now();
      const rows = await listItems(db, siteKey, collection, subVariant);
      return runItemQuery(rows.filter((row) => isVisible(row, at)).map(itemOf), query);
    },

    /** One item; `preview` (a signed link's proof) also shows a draft or an item dated later. */
    async item(siteKey: string, collection: string, id: string, preview?: PreviewProof, subVariant = ''): Promise<Item> {
      const at = now();
      if (preview && !verifyPreview(deps.previewSecret, { siteKey, collection, id, expires: preview.expires }, preview.signature, at)) throw new AppError(ERROR_CODES.invalidPreviewLink);
      const row = await findItem(db, siteKey, collection, id, subVariant);
      if (!row || !isVisible(row, at, preview !== undefined)) throw new AppError(ERROR_CODES.contentNotFound, [collection, id, siteKey]);
      return itemOf(row);
    },

    /** `theme` or `site_config`: the site's one item. */
    singleton: (siteKey: string, collection: (typeof SINGLETONS)[number]) => service.item(siteKey, collection, collection),

    async file(siteKey: string, id: string): Promise<{ mimeType: string; bytes: Buffer }> {
      const file = await findFile(db, siteKey, id);
      if (!file) throw new AppError(ERROR_CODES.contentFileNotFound, [id, siteKey]);
      return { mimeType: file.mimeType, bytes: Buffer.from(file.data, 'base64') };
    },

    /** The query a signed preview link carries for one item (ops hand it to a reviewer). */
    previewQuery(siteKey: string, collection: string, id: string): { collection: string; id: string; expires: number; signature: string } {
      const expires = now().getTime() + PREVIEW_LINK_TTL_MS;
      return { collection, id, expires, signature: signPreview(deps.previewSecret, { siteKey, collection, id, expires }) };
    },

    /**
     * Stores what a visitor wrote and emails it to the site's support address, in one transaction;
     * refused over the address's limit (counted in the database) and, for chat, outside its hours.
     */
    async submit(site: SiteRecord, collection: WritableCollection, fields: Submission, address: string): Promise<{ id: string }> {
      if (collection === 'chat_messages') await service.assertChatOpen(site);
      const limit = SUBMISSION_LIMITS[collection];
      const at = now();
      const id = randomUUID();
      await db.transaction(async (tx) => {
        // Requests of one address take turns from the count to the commit, so a burst cannot all pass the count.
        await lockSubject(tx, 'contentSubmissions', `${site.key}:${collection}:${address}`);
        const used = await countSubmissions(tx, site.key, address, collection, new Date(at.getTime() - limit.windowMs));
        if (used >= limit.perAddress) throw new AppError(ERROR_CODES.tooManySubmissions, [durationText(limit.windowMs)]);
        await insertSubmission(tx, { id, siteKey: site.key, collection, address, customerId: null, fields: { ...fields }, createdAt: at });
        await deps.outbox.enqueue(tx, submissionMail(site, collection, id, fields));
      });
      return { id };
    },

    async assertChatOpen(site: SiteRecord): Promise<void> {
      const { capabilities } = await deps.sites.capabilities(site.key, undefined);
      if (!capabilities.includes('customer-chat')) throw new AppError(ERROR_CODES.capabilityOff, ['customer-chat', site.key, 'default']);
      const config = await findItem(db, site.key, 'site_config', 'site_config');
      const hours = config?.fields.chat as ChatHours | undefined;
      const at = now();
      if (!hours || !isChatOpen(hours, at)) throw new AppError(ERROR_CODES.chatClosed, [hours ? (chatOpensText(hours, at) ?? '') : 'Chat has no opening hours on this site.']);
    },
  };
  return service;
}
