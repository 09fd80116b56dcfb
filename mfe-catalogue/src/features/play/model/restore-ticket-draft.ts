import { savedFlags, savedPicks, savedRecord } from '../../../components/ticket-builder/saved-picks';
import { draftReducer, initialDraft } from './ticket-draft';
import type { DraftRules, TicketDraft } from './ticket-draft';

/**
 * The ticket a customer left in session storage, rebuilt through the draft reducer so it obeys today's rules
 * (game count, number ranges, draw options); null when nothing usable was stored.
 */
export function restoreTicketDraft(saved: unknown, rules: DraftRules): TicketDraft | null {
  const record = savedRecord(saved);
  if (!record || !Array.isArray(record.games)) return null;
  const reduce = draftReducer(rules);
  let draft = initialDraft(rules);
  while (draft.games.length < record.games.length) {
    const next = reduce(draft, { type: 'add-game' });
    if (next === draft) break;
    draft = next;
  }
  record.games.forEach((game, index) => {
    for (const pick of savedPicks(game)) draft = reduce(draft, { type: 'toggle', game: index, ...pick });
  });
  if (typeof record.numDraws === 'number') draft = reduce(draft, { type: 'draws', numDraws: record.numDraws });
  if (typeof record.day === 'string') draft = reduce(draft, { type: 'day', day: record.day });
  if (typeof record.causeKey === 'string') draft = reduce(draft, { type: 'cause', causeKey: record.causeKey });
  const active = typeof record.active === 'number' && draft.games[record.active] ? record.active : 0;
  return { ...draft, active, quickPicked: savedFlags(record.quickPicked, draft.games.length) };
}
