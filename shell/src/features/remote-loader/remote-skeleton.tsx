import type { PageKind } from './page-kind';

const BLOCKS: Record<PageKind, string[]> = {
  cards: ['hero', 'card', 'card', 'card', 'card', 'card', 'card'],
  builder: ['title', 'grid', 'aside'],
  summary: ['title', 'row', 'row', 'row', 'aside'],
  form: ['title', 'field', 'field', 'field', 'button'],
  article: ['title', 'line', 'line', 'line', 'line'],
};

/**
 * Stands in for a page while its remote loads: grey blocks in the page's shape, so the layout is set
 * before the content arrives (nothing moves when it does) and the wait reads as a page, not a blank.
 */
export function RemoteSkeleton({ kind }: { kind: PageKind }) {
  return (
    <div className={`df-skeleton df-skeleton--${kind}`} role="status" data-page-kind={kind}>
      <span className="df-ui-visually-hidden">Loading the page</span>
      {BLOCKS[kind].map((block, index) => (
        <span key={index} className={`df-skeleton__block df-skeleton__block--${block}`} aria-hidden="true" />
      ))}
    </div>
  );
}
