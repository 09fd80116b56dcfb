import type { Ref } from 'react';
import type { NumberSet } from '@drawfront/shared/contract/catalogue';
import type { I18n } from '@drawfront/shared/contract/i18n';
import type { GameDraft, NumberSetKey } from '@drawfront/shared/rules/ticket-completeness';
import { Button } from '@drawfront/shared/ui/button';
import { EditorActions } from '../../../components/ticket-builder/editor-actions';
import { EditorHeader } from '../../../components/ticket-builder/editor-header';
import { NumberGrid } from '../../../components/ticket-builder/number-grid';
import '../../../components/ticket-builder/ticket-builder.css';

export interface GameEditorProps {
  index: number;
  game: GameDraft;
  numberSets: readonly NumberSet[];
  complete: boolean;
  i18n: I18n;
  headingRef: Ref<HTMLHeadingElement>;
  onToggle: (set: NumberSetKey, number: number) => void;
  onQuickPick: () => void;
  onClear: () => void;
  /** "Use my favourites": fills this game from the customer's favourite numbers; left out when they have none that fit. */
  onUseFavourites?: () => void;
}

/** The one game being edited: a grid per number set, quick pick and clear. */
export function GameEditor({ index, game, numberSets, complete, i18n, headingRef, onToggle, onQuickPick, onClear, onUseFavourites }: GameEditorProps) {
  const name = i18n.t('catalogue.play.game', 'Game {n}', { n: index + 1 });
  const headingId = `catalogue-play-editor-${index}`;
  return (
    <section className="catalogue-play-editor" aria-labelledby={headingId}>
      <EditorHeader headingId={headingId} headingRef={headingRef} badge={complete ? i18n.t('catalogue.play.complete', 'Complete') : null} i18n={i18n}>
        {name}
      </EditorHeader>
      {numberSets.map((set) => (
        <NumberGrid key={set.key} set={set} picks={game[set.key] ?? []} i18n={i18n} onToggle={(number) => onToggle(set.key, number)} />
      ))}
      <EditorActions name={name} i18n={i18n} onQuickPick={onQuickPick} onClear={onClear}>
        {onUseFavourites ? (
          <Button variant="secondary" onClick={onUseFavourites}>
            {i18n.t('catalogue.play.use-favourites', 'Use my favourites')}
            <span className="df-ui-visually-hidden"> {name}</span>
          </Button>
        ) : null}
      </EditorActions>
    </section>
  );
}
