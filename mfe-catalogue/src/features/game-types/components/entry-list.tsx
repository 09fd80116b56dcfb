import type { I18n } from '@drawfront/shared/contract/i18n';
import type { GameDraft } from '@drawfront/shared/rules/ticket-completeness';
import { Button } from '@drawfront/shared/ui/button';
import { gamesText } from '../model/game-type-texts';
import '../../../components/ticket-builder.css';
import './game-types.css';

export interface EntryListProps {
  entries: readonly GameDraft[];
  names: readonly string[];
  covered: readonly (number | null)[];
  active: number;
  canRemove: boolean;
  i18n: I18n;
  onSelect: (index: number) => void;
  onRemove: (index: number) => void;
}

/** An entry's picks in a few characters, e.g. "3 9 12 27 33 41 44 45 · PB 7", or "Empty". */
function summary(game: GameDraft, i18n: I18n): string {
  const numbers = game.numbers.filter((pick) => pick !== null);
  const powerballs = (game.powerball ?? []).filter((pick) => pick !== null);
  const parts = [numbers.join(' '), powerballs.length ? `PB ${powerballs.join(' ')}` : ''].filter(Boolean);
  return parts.length ? parts.join(' · ') : i18n.t('catalogue.play.empty', 'Empty');
}

/** Every entry of the line as a compact row: its picks, what it covers, edit and remove. */
export function EntryList({ entries, names, covered, active, canRemove, i18n, onSelect, onRemove }: EntryListProps) {
  return (
    <ol className="catalogue-play-games">
      {entries.map((game, index) => {
        const name = names[index]!;
        const editing = index === active;
        const count = covered[index] ?? null;
        return (
          <li key={index} className={`catalogue-play-games__row${editing ? ' catalogue-play-games__row--active' : ''}`} aria-current={editing || undefined}>
            <span className="catalogue-play-games__name">{name}</span>
            <span className="catalogue-play-games__picks">{summary(game, i18n)}</span>
            <span className={`catalogue-play-badge${count !== null ? ' catalogue-play-badge--complete' : ''}`}>
              {count !== null ? gamesText(count, i18n) : i18n.t('catalogue.play.incomplete', 'Not complete')}
            </span>
            <span className="catalogue-play-games__actions">
              {editing ? (
                <span className="catalogue-play-games__editing">{i18n.t('catalogue.play.editing', 'Editing')}</span>
              ) : (
                <Button variant="text" onClick={() => onSelect(index)}>
                  {i18n.t('catalogue.play.edit', 'Edit')}
                  <span className="df-ui-visually-hidden"> {name}</span>
                </Button>
              )}
              {canRemove ? (
                <Button variant="text" onClick={() => onRemove(index)}>
                  {i18n.t('catalogue.play.remove', 'Remove')}
                  <span className="df-ui-visually-hidden"> {name}</span>
                </Button>
              ) : null}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
