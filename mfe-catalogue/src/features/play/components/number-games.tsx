import type { Dispatch } from 'react';
import type { I18n } from '@drawfront/shared/contract/i18n';
import { quickPick } from '@drawfront/shared/rules/ticket-completeness';
import { Button } from '@drawfront/shared/ui/button';
import { minRows } from '../model/ticket-draft';
import type { DraftAction, DraftRules, TicketDraft } from '../model/ticket-draft';
import { favouritePicks } from '@drawfront/shared/rules/favourite-picks';
import { GameList } from '../../../components/ticket-builder/game-list';
import { useEditorFocus } from '../../../components/ticket-builder/use-editor-focus';
import { GameEditor } from './game-editor';
import '../../../components/ticket-builder/ticket-builder.css';

export interface NumberGamesProps {
  draft: TicketDraft;
  dispatch: Dispatch<DraftAction>;
  rules: DraftRules;
  /** Per game: complete by the shared rule. */
  complete: readonly boolean[];
  i18n: I18n;
  random?: () => number;
  /** The signed-in customer's favourite numbers, for "use my favourites". */
  favourites?: readonly number[];
}

/**
 * The games of a ticket: one game edited at a time beside a compact list of every game, so a ticket
 * of 18 (or 50) games stays one screen of rows rather than 18 grids.
 */
export function NumberGames({ draft, dispatch, rules, complete, i18n, random, favourites = [] }: NumberGamesProps) {
  const favouriteGame = favouritePicks(favourites, rules.numberSets);
  const { headingRef: editorHeading, focusEditor } = useEditorFocus();

  const { numberSets, minGames, maxGames } = rules;
  const completeCount = complete.filter(Boolean).length;
  const incompleteCount = draft.games.length - completeCount;
  const activeGame = draft.games[draft.active];

  return (
    <section className="catalogue-play-section" aria-labelledby="catalogue-play-games-title">
      <h2 className="catalogue-play-section__title" id="catalogue-play-games-title">
        {i18n.t('catalogue.play.games', 'Your numbers')}
      </h2>
      <p className="catalogue-play-section__intro">
        {minGames > 1
          ? i18n.t('catalogue.play.games-intro', 'Pick your numbers game by game, or quick pick them. Your ticket needs at least {min} complete games.', { min: minGames })
          : i18n.t('catalogue.play.games-intro-one', 'Pick your numbers game by game, or quick pick them.')}
      </p>
      <div className="catalogue-play-games-layout">
        {activeGame ? (
          <GameEditor
            index={draft.active}
            game={activeGame}
            numberSets={numberSets}
            complete={complete[draft.active] ?? false}
            i18n={i18n}
            headingRef={editorHeading}
            onToggle={(set, number) => dispatch({ type: 'toggle', game: draft.active, set, number })}
            onQuickPick={() => dispatch({ type: 'quick-pick', game: draft.active, picks: quickPick(numberSets, random) })}
            onClear={() => dispatch({ type: 'clear', game: draft.active })}
            onUseFavourites={favouriteGame ? () => dispatch({ type: 'quick-pick', game: draft.active, picks: favouriteGame }) : undefined}
          />
        ) : null}
        <div className="catalogue-play-games-panel">
          <p className="catalogue-play-games-panel__count" aria-live="polite">
            {i18n.t('catalogue.play.complete-count', '{complete} of {total} games complete', { complete: completeCount, total: draft.games.length })}
          </p>
          <div className="catalogue-play-games-panel__actions">
            <Button
              variant="secondary"
              disabled={incompleteCount === 0}
              onClick={() => dispatch({ type: 'quick-pick-rest', picks: Array.from({ length: incompleteCount }, () => quickPick(numberSets, random)) })}
            >
              {i18n.t('catalogue.play.quick-pick-all', 'Quick pick all')}
            </Button>
            <Button
              variant="secondary"
              disabled={draft.games.length >= maxGames}
              onClick={() => {
                dispatch({ type: 'add-game' });
                focusEditor();
              }}
            >
              {i18n.t('catalogue.play.add-game', 'Add a game')}
            </Button>
          </div>
          <GameList
            games={draft.games}
            names={draft.games.map((_, index) => i18n.t('catalogue.play.game', 'Game {n}', { n: index + 1 }))}
            badges={complete.map((done) => (done ? i18n.t('catalogue.play.complete', 'Complete') : null))}
            active={draft.active}
            numberSets={numberSets}
            canRemove={draft.games.length > minRows(rules)}
            i18n={i18n}
            onSelect={(index) => {
              dispatch({ type: 'select-game', game: index });
              focusEditor();
            }}
            onRemove={(index) => {
              dispatch({ type: 'remove-game', game: index });
              // The pressed button is gone with its row; the editor heading is the next sensible place.
              focusEditor();
            }}
          />
        </div>
      </div>
    </section>
  );
}
