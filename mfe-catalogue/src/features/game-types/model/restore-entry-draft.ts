import { savedFlags, savedPicks, savedRecord } from '../../../components/ticket-builder/saved-picks';
import { entryReducer, initialEntryDraft } from './entry-draft';
import type { EntryDraft } from './entry-draft';
import type { EntryRules } from './entry-rules';

/**
 * The entries a customer left in session storage (systems, PowerHit, combos…), rebuilt through the entry
 * reducer so they obey today's rules; null when nothing usable was stored.
 */
export function restoreEntryDraft(saved: unknown, rules: EntryRules): EntryDraft | null {
  const record = savedRecord(saved);
  if (!record || !Array.isArray(record.entries)) return null;
  const reduce = entryReducer(rules);
  let draft = initialEntryDraft(rules);
  // The system size first: it decides how many numbers each entry may hold.
  if (typeof record.systemSize === 'number') draft = reduce(draft, { type: 'system-size', size: record.systemSize });
  while (draft.entries.length < record.entries.length) {
    const next = reduce(draft, { type: 'add-entry' });
    if (next === draft) break;
    draft = next;
  }
  record.entries.forEach((entry, index) => {
    for (const pick of savedPicks(entry)) draft = reduce(draft, { type: 'toggle', entry: index, ...pick });
  });
  if (typeof record.numDraws === 'number') draft = reduce(draft, { type: 'draws', numDraws: record.numDraws });
  if (typeof record.day === 'string') draft = reduce(draft, { type: 'day', day: record.day });
  const active = typeof record.active === 'number' && draft.entries[record.active] ? record.active : 0;
  return { ...draft, active, quickPicked: savedFlags(record.quickPicked, draft.entries.length) };
}
