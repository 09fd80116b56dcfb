import type { Ref } from 'react';
import type { I18n } from '@drawfront/shared/contract/i18n';
import type { GameDraft, NumberSetKey } from '@drawfront/shared/rules/ticket-completeness';
import { Button } from '@drawfront/shared/ui/button';
import type { EntryGrid as Grid } from '../model/entry-rules';
import { gamesText } from '../model/game-type-texts';
import { EntryGrid } from './entry-grid';
import '../../../components/ticket-builder.css';
import './game-types.css';

export interface EntryEditorProps {
  name: string;
  /** e.g. "Saturday Super Draw entry" in a bundle; absent otherwise. */
  detail?: string;
  game: GameDraft;
  grids: readonly Grid[];
  /** Games the entry covers when complete; null while it is not. */
  covered: number | null;
  i18n: I18n;
  headingRef: Ref<HTMLHeadingElement>;
  onToggle: (set: NumberSetKey, number: number) => void;
  onQuickPick: () => void;
  onClear: () => void;
}

/** The one entry being edited: a grid per number set, quick pick and clear. */
export function EntryEditor({ name, detail, game, grids, covered, i18n, headingRef, onToggle, onQuickPick, onClear }: EntryEditorProps) {
  const headingId = 'catalogue-entry-editor-title';
  return (
    <section className="catalogue-play-editor" aria-labelledby={headingId}>
      <div className="catalogue-play-editor__header">
        <h3 className="catalogue-play-editor__title" id={headingId} ref={headingRef} tabIndex={-1}>
          {name}
          {detail ? <span className="df-ui-visually-hidden">, {detail}</span> : null}
        </h3>
        <span className={`catalogue-play-badge${covered !== null ? ' catalogue-play-badge--complete' : ''}`}>
          {covered !== null ? i18n.t('catalogue.entry.complete-covers', 'Complete: {games}', { games: gamesText(covered, i18n) }) : i18n.t('catalogue.play.incomplete', 'Not complete')}
        </span>
      </div>
      {detail ? <p className="catalogue-play-section__intro">{detail}</p> : null}
      {grids.map((grid) => (
        <EntryGrid key={grid.set.key} grid={grid} picks={game[grid.set.key] ?? []} i18n={i18n} onToggle={(number) => onToggle(grid.set.key, number)} />
      ))}
      <div className="catalogue-play-editor__actions">
        <Button variant="secondary" onClick={onQuickPick}>
          {i18n.t('catalogue.play.quick-pick', 'Quick pick')}
          <span className="df-ui-visually-hidden"> {name}</span>
        </Button>
        <Button variant="text" onClick={onClear}>
          {i18n.t('catalogue.play.clear', 'Clear')}
          <span className="df-ui-visually-hidden"> {name}</span>
        </Button>
      </div>
    </section>
  );
}
