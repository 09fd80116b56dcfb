import type { NumberSet } from '@drawfront/shared/contract/catalogue';
import type { I18n } from '@drawfront/shared/contract/i18n';
import type { GameDraft } from '@drawfront/shared/rules/ticket-completeness';
import { Button } from '@drawfront/shared/ui/button';
import './ticket-builder.css';

/** The rows of a ticket being built, for every builder: standard games, systems, PowerHit and bundle entries. */
export interface GameListProps {
  games: readonly GameDraft[];
  /** Each row's name: "Game 1", "Entry 2"… */
  names: readonly string[];
  /** Each complete row's badge ("Complete", "Covers 28 games"); null while the row is not complete. */
  badges: readonly (string | null)[];
  /** The number sets whose picks the rows show, in order. */
  numberSets: readonly Pick<NumberSet, 'key' | 'label'>[];
  active: number;
  canRemove: boolean;
  i18n: I18n;
  onSelect: (index: number) => void;
  onRemove: (index: number) => void;
}

/** A game's picks in a few characters, e.g. "3 9 12 27 33 41 · PB 7", or "Empty". */
function summary(game: GameDraft, numberSets: GameListProps['numberSets'], i18n: I18n): string {
  const parts = numberSets
    .map((set) => {
      const picks = (game[set.key] ?? []).filter((pick) => pick !== null);
      if (!picks.length) return '';
      return set.key === 'numbers' ? picks.join(' ') : `${set.label} ${picks.join(' ')}`;
    })
    .filter(Boolean);
  return parts.length ? parts.join(' · ') : i18n.t('catalogue.play.empty', 'Empty');
}

/** Every game of the ticket as a compact row: its picks, whether it is complete, edit and remove. */
export function GameList({ games, names, badges, active, numberSets, canRemove, i18n, onSelect, onRemove }: GameListProps) {
  return (
    <ol className="catalogue-play-games">
      {games.map((game, index) => {
        const name = names[index]!;
        const badge = badges[index] ?? null;
        const editing = index === active;
        return (
          <li key={index} className={`catalogue-play-games__row${editing ? ' catalogue-play-games__row--active' : ''}`} aria-current={editing || undefined}>
            <span className="catalogue-play-games__name">{name}</span>
            <span className="catalogue-play-games__picks">{summary(game, numberSets, i18n)}</span>
            <span className={`catalogue-play-badge${badge !== null ? ' catalogue-play-badge--complete' : ''}`}>
              {badge ?? i18n.t('catalogue.play.incomplete', 'Not complete')}
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
