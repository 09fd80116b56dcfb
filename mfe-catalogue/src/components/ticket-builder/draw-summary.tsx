import type { Draw } from '@drawfront/shared/contract/catalogue';
import type { I18n } from '@drawfront/shared/contract/i18n';
import { drawDayLabel } from '@drawfront/shared/rules/draw-day';
import { jackpotText } from '@drawfront/shared/rules/jackpot';
import './ticket-builder.css';

export interface DrawSummaryProps {
  draw: Draw;
  now: Date;
  i18n: I18n;
  /** What the draw's prize is called ("Prize" for a raffle); "Jackpot" when left out. */
  prizeLabel?: string;
}

/** A ticket's or entry's first draw: its day label and date, and its jackpot. */
export function DrawSummary({ draw, now, i18n, prizeLabel = i18n.t('catalogue.offer.jackpot', 'Jackpot') }: DrawSummaryProps) {
  const timeZone = i18n.timeZone;
  const date = new Date(draw.drawDate);
  const longDate = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'full', timeStyle: 'short', timeZone }).format(date);
  return (
    <dl className="catalogue-play-draw">
      <div className="catalogue-play-draw__item">
        <dt>{i18n.t('catalogue.play.first-draw', 'First draw')}</dt>
        <dd>
          <time dateTime={draw.drawDate}>{drawDayLabel(date, now, timeZone, i18n.locale)}</time>
          <span className="catalogue-play-draw__date">
            {' '}
            {i18n.t('catalogue.play.draw-date', '(draw {drawNo}, {date})', { drawNo: draw.drawNo, date: longDate })}
          </span>
        </dd>
      </div>
      <div className="catalogue-play-draw__item">
        <dt>{prizeLabel}</dt>
        <dd className="catalogue-play-draw__jackpot">{jackpotText(draw, i18n.locale)}</dd>
      </div>
    </dl>
  );
}
