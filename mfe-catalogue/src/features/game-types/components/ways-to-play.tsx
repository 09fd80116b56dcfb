import { Link } from 'react-router-dom';
import type { GameTypeKey } from '@drawfront/shared/contract/catalogue';
import type { I18n } from '@drawfront/shared/contract/i18n';
import { gameTypeName } from '../model/game-type-texts';
import '../../../components/ticket-builder/ticket-builder.css';
import './game-types.css';

export interface WaysToPlayProps {
  /** The offer's game types that have a page, in the offer's order, each with its path. */
  ways: readonly { gameType: GameTypeKey; path: string }[];
  current: GameTypeKey;
  i18n: I18n;
}

/** Links to the offer's other ways to play; shown only when there is more than one. */
export function WaysToPlay({ ways, current, i18n }: WaysToPlayProps) {
  if (ways.length < 2) return null;
  return (
    <nav className="catalogue-entry-ways" aria-label={i18n.t('catalogue.entry.ways', 'Ways to play')}>
      <ul className="catalogue-entry-ways__list">
        {ways.map((way) => (
          <li key={way.gameType}>
            <Link className="catalogue-entry-ways__link df-ui-focusable" to={way.path} aria-current={way.gameType === current ? 'page' : undefined}>
              {gameTypeName(way.gameType, i18n)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
