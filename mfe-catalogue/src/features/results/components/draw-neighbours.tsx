import { Link } from 'react-router-dom';
import type { I18n } from '@drawfront/shared/contract/i18n';
import './results.css';

export interface DrawNeighboursProps {
  previousDrawNo: number | null;
  nextDrawNo: number | null;
  /** The path of a neighbouring draw's page, or null when the site has no such page. */
  pathOf: (drawNo: number) => string | null;
  label: string;
  i18n: I18n;
}

/** Previous and next drawn draws, as links named with their draw numbers. */
export function DrawNeighbours({ previousDrawNo, nextDrawNo, pathOf, label, i18n }: DrawNeighboursProps) {
  const previous = previousDrawNo === null ? null : pathOf(previousDrawNo);
  const next = nextDrawNo === null ? null : pathOf(nextDrawNo);
  if (!previous && !next) return null;
  return (
    <nav className="catalogue-draw-neighbours" aria-label={label}>
      {previous ? (
        <Link className="df-ui-link" to={previous} rel="prev">
          {i18n.t('catalogue.results.previous-draw', 'Previous draw ({drawNo})', { drawNo: previousDrawNo ?? '' })}
        </Link>
      ) : null}
      {next ? (
        <Link className="df-ui-link catalogue-draw-neighbours__next" to={next} rel="next">
          {i18n.t('catalogue.results.next-draw', 'Next draw ({drawNo})', { drawNo: nextDrawNo ?? '' })}
        </Link>
      ) : null}
    </nav>
  );
}
