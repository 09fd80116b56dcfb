import type { Dispatch } from 'react';
import type { I18n } from '@drawfront/shared/contract/i18n';
import type { GameDraft } from '@drawfront/shared/rules/ticket-completeness';
import { Button } from '@drawfront/shared/ui/button';
import { fewestEntries } from '../model/entry-draft';
import type { EntryAction, EntryDraft } from '../model/entry-draft';
import { bundlePartOf, gridsFor, quickPickEntry } from '../model/entry-rules';
import type { EntryRules } from '../model/entry-rules';
import { gamesText } from '../../../components/ticket-builder/builder-texts';
import { GameList } from '../../../components/ticket-builder/game-list';
import { useEditorFocus } from '../../../components/ticket-builder/use-editor-focus';
import { EntryEditor } from './entry-editor';
import '../../../components/ticket-builder/ticket-builder.css';
import './game-types.css';

// Entries show their main numbers and Powerball picks with a short fixed label: a bundle's entries come from
// offers whose number sets are labelled differently, and a row has room for "… · PB 7" only.
const ENTRY_SETS = [
  { key: 'numbers', label: '' },
  { key: 'powerball', label: 'PB' },
] as const;

export interface EntryGamesProps {
  rules: EntryRules;
  draft: EntryDraft;
  dispatch: Dispatch<EntryAction>;
  covered: readonly (number | null)[];
  i18n: I18n;
  random?: () => number;
}

/** Each entry's name: "Entry 2", or in a bundle "Thursday Starburst entry 1" (numbered within its lottery). */
function entryNames(rules: EntryRules, count: number, i18n: I18n): string[] {
  const seen = new Map<string, number>();
  return Array.from({ length: count }, (_, index) => {
    const part = rules.gameType === 'mega_combo' ? bundlePartOf(rules, index) : null;
    if (!part) return i18n.t('catalogue.entry.name', 'Entry {n}', { n: index + 1 });
    const n = (seen.get(part.offerKey) ?? 0) + 1;
    seen.set(part.offerKey, n);
    return part.gameType === 'powerhit'
      ? i18n.t('catalogue.entry.part-powerhit-name', '{offer} PowerHit {n}', { offer: part.offerName, n })
      : i18n.t('catalogue.entry.part-name', '{offer} game {n}', { offer: part.offerName, n });
  });
}

/**
 * The entries of a line: one edited at a time beside the list of every entry (the standard play page's
 * layout). Focus moves to the editor only after the customer acted on the list, never on load.
 */
export function EntryGames({ rules, draft, dispatch, covered, i18n, random }: EntryGamesProps) {
  const { headingRef: editorHeading, focusEditor } = useEditorFocus();

  const names = entryNames(rules, draft.entries.length, i18n);
  const completeCount = covered.filter((count) => count !== null).length;
  const active = draft.entries[draft.active];
  const canChangeCount = rules.gameOffer.maxGames > fewestEntries(rules) && rules.gameType !== 'mega_combo';
  const quickPickRest = () => {
    const picks = new Map<number, GameDraft>();
    covered.forEach((count, index) => {
      if (count === null) picks.set(index, quickPickEntry(rules, index, draft.systemSize, random));
    });
    dispatch({ type: 'quick-pick-rest', picks });
  };
  const part = rules.gameType === 'mega_combo' ? bundlePartOf(rules, draft.active) : null;

  return (
    <section className="catalogue-play-section" aria-labelledby="catalogue-entry-games-title">
      <h2 className="catalogue-play-section__title" id="catalogue-entry-games-title">
        {i18n.t('catalogue.entry.entries', 'Your entries')}
      </h2>
      <div className="catalogue-play-games-layout">
        {active ? (
          <EntryEditor
            name={names[draft.active]!}
            detail={part ? i18n.t('catalogue.entry.part-detail', 'A {offer} entry of your bundle', { offer: part.offerName }) : undefined}
            game={active}
            grids={gridsFor(rules, draft.active, draft.systemSize)}
            covered={covered[draft.active] ?? null}
            i18n={i18n}
            headingRef={editorHeading}
            onToggle={(set, number) => dispatch({ type: 'toggle', entry: draft.active, set, number })}
            onQuickPick={() => dispatch({ type: 'quick-pick', entry: draft.active, picks: quickPickEntry(rules, draft.active, draft.systemSize, random) })}
            onClear={() => dispatch({ type: 'clear', entry: draft.active })}
          />
        ) : null}
        <div className="catalogue-entry-games-panel">
          <p className="catalogue-play-games-panel__count" aria-live="polite">
            {i18n.t('catalogue.entry.complete-count', '{complete} of {total} entries complete', { complete: completeCount, total: draft.entries.length })}
          </p>
          <div className="catalogue-play-games-panel__actions">
            <Button variant="secondary" disabled={completeCount === draft.entries.length} onClick={quickPickRest}>
              {i18n.t('catalogue.play.quick-pick-all', 'Quick pick all')}
            </Button>
            {canChangeCount ? (
              <Button
                variant="secondary"
                disabled={draft.entries.length >= rules.gameOffer.maxGames}
                onClick={() => {
                  dispatch({ type: 'add-entry' });
                  focusEditor();
                }}
              >
                {i18n.t('catalogue.entry.add', 'Add an entry')}
              </Button>
            ) : null}
          </div>
          <GameList
            games={draft.entries}
            names={names}
            badges={covered.map((count) => (count === null ? null : gamesText(count, i18n)))}
            numberSets={ENTRY_SETS}
            active={draft.active}
            canRemove={canChangeCount && draft.entries.length > fewestEntries(rules)}
            i18n={i18n}
            onSelect={(index) => {
              dispatch({ type: 'select', entry: index });
              focusEditor();
            }}
            onRemove={(index) => {
              dispatch({ type: 'remove-entry', entry: index });
              focusEditor();
            }}
          />
        </div>
      </div>
    </section>
  );
}
