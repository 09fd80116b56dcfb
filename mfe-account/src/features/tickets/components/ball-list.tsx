import type { I18n } from '@drawfront/shared/contract/i18n';
import { ballTag, matchedText } from '../../../lib/balls';
import type { Ball } from '../../../lib/balls';

export interface BallListProps {
  balls: Ball[];
  /** The whole list in words ("Game 1: 3 (matched), 12, …"), so a screen reader hears it at once. */
  label: string;
  i18n: I18n;
}

/**
 * Balls as a labelled list. A Powerball or supplementary carries its set's name beside it, and a
 * matched ball says "(matched)" to screen readers as well as being filled and ringed on screen.
 */
export function BallList({ balls, label, i18n }: BallListProps) {
  return (
    <ul className="account-balls" aria-label={label}>
      {balls.map((ball, position) => {
        const tag = ballTag(ball.kind, i18n);
        const className = ['account-ball', ball.kind === 'main' ? null : `account-ball--${ball.kind}`, ball.matched ? 'account-ball--matched' : null].filter(Boolean).join(' ');
        return (
          <li key={`${ball.kind}${position}`} className={tag ? 'account-ball-wrap' : undefined}>
            {tag ? (
              <>
                <span className="account-ball__tag" aria-hidden="true">
                  {tag}
                </span>{' '}
              </>
            ) : null}
            <span className={className}>{ball.number}</span>
            {ball.matched ? <span className="df-ui-visually-hidden"> {matchedText(ball.matched, i18n)}</span> : null}
          </li>
        );
      })}
    </ul>
  );
}
