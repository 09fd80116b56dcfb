/** A content item's publication state (groups spec §5). */
export type ContentStatus = 'published' | 'draft' | 'archived';

export const CONTENT_STATUSES: readonly ContentStatus[] = ['published', 'draft', 'archived'];

export interface Publication {
  status: string;
  publishDate: Date | null;
}

/**
 * Whether a visitor sees the item now: published, with no publish date or one not in the future
 * (groups spec §5). A signed preview also shows drafts and items dated later, never archived ones:
 * archived content is withdrawn, not waiting.
 */
export function isVisible(item: Publication, now: Date, preview = false): boolean {
  if (item.status === 'archived') return false;
  if (preview) return item.status === 'published' || item.status === 'draft';
  return item.status === 'published' && (item.publishDate === null || item.publishDate.getTime() <= now.getTime());
}
