import type { ReactNode } from 'react';
import type { Draw } from '@drawfront/shared/contract/catalogue';
import type { I18n } from '@drawfront/shared/contract/i18n';
import { Alert } from '@drawfront/shared/ui/alert';
import { DrawSummary } from './draw-summary';
import './ticket-builder.css';

export interface DrawsSectionProps {
  /** The id of the section's heading, which labels it. */
  titleId: string;
  /** The line's first draw, and the draw asked for by `?firstDrawNo=` when it is not on sale. */
  firstDraw: { draw: Draw | null; unavailableDrawNo: number | null };
  now: Date;
  i18n: I18n;
  prizeLabel?: string;
  /** The line's choices under the first draw: draws, day, system, cause… */
  children?: ReactNode;
}

/** A builder's "Draws" section: why the asked-for draw is not the first, the first draw, then the line's choices. */
export function DrawsSection({ titleId, firstDraw, now, i18n, prizeLabel, children }: DrawsSectionProps) {
  return (
    <section className="catalogue-play-section" aria-labelledby={titleId}>
      <h2 className="catalogue-play-section__title" id={titleId}>
        {i18n.t('catalogue.play.draws', 'Draws')}
      </h2>
      {firstDraw.unavailableDrawNo !== null ? (
        <Alert tone="info">{i18n.t('catalogue.play.draw-unavailable', 'Draw {drawNo} is not on sale, so your ticket starts with the next draw.', { drawNo: firstDraw.unavailableDrawNo })}</Alert>
      ) : null}
      {firstDraw.draw ? <DrawSummary draw={firstDraw.draw} now={now} i18n={i18n} prizeLabel={prizeLabel} /> : <p>{i18n.t('catalogue.offer.no-open-draw', 'The next draw opens soon')}</p>}
      {children}
    </section>
  );
}
