import type { Ref } from 'react';
import type { I18n } from '@drawfront/shared/contract/i18n';
import type { GameDraft, NumberSetKey } from '@drawfront/shared/rules/ticket-completeness';
import { gamesText } from '../../../components/ticket-builder/builder-texts';
import { EditorActions } from '../../../components/ticket-builder/editor-actions';
import { EditorHeader } from '../../../components/ticket-builder/editor-header';
import { NumberGrid } from '../../../components/ticket-builder/number-grid';
import type { EntryGrid as Grid } from '../model/entry-rules';
import '../../../components/ticket-builder/ticket-builder.css';
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

/** A grid's legend: "Numbers: pick 6", or "Powerballs: pick 2 to 20" where it takes a range of picks. */
function gridLegend({ set, min }: Grid, i18n: I18n): string {
  return min === set.count
    ? i18n.t('catalogue.play.pick', '{label}: pick {count}', { label: set.label, count: set.count })
    : i18n.t('catalogue.entry.pick-range', '{label}: pick {min} to {max}', { label: set.label, min, max: set.count });
}

/** The one entry being edited: a grid per number set, quick pick and clear. */
export function EntryEditor({ name, detail, game, grids, covered, i18n, headingRef, onToggle, onQuickPick, onClear }: EntryEditorProps) {
  const headingId = 'catalogue-entry-editor-title';
  return (
    <section className="catalogue-play-editor" aria-labelledby={headingId}>
      <EditorHeader headingId={headingId} headingRef={headingRef} badge={covered !== null ? i18n.t('catalogue.entry.complete-covers', 'Complete: {games}', { games: gamesText(covered, i18n) }) : null} i18n={i18n}>
        {name}
        {detail ? <span className="df-ui-visually-hidden">, {detail}</span> : null}
      </EditorHeader>
      {detail ? <p className="catalogue-play-section__intro">{detail}</p> : null}
      {grids.map((grid) => (
        <NumberGrid key={grid.set.key} set={grid.set} legend={gridLegend(grid, i18n)} picks={game[grid.set.key] ?? []} i18n={i18n} onToggle={(number) => onToggle(grid.set.key, number)} />
      ))}
      <EditorActions name={name} i18n={i18n} onQuickPick={onQuickPick} onClear={onClear} />
    </section>
  );
}
