import { drawNumbers, drawWinningEntries, hashOfSeed, sameDrawn } from './draw-algorithm';
import { leafHash } from './ticket-leaf';
import { verifyInclusion } from './merkle-tree';
import type { Drawn, DrawSetKey } from './draw-algorithm';
import type { PublicDrawProof, PublicTicketProof } from './public-proof';

/** One line of a check: ✓ or ✗ with a plain sentence. */
export interface CheckStep {
  key: 'seed' | 'numbers' | 'order' | 'ticket' | 'result';
  ok: boolean;
  sentence: string;
}

const short = (hex: string) => `${hex.slice(0, 12)}…`;

/** The draw's own checks: seed against commitment, tickets committed before the reveal, numbers from the seed. */
export async function checkDraw(draw: PublicDrawProof): Promise<CheckStep[]> {
  const steps: CheckStep[] = [];
  const seed = draw.seed;
  let seedOk: boolean;
  try {
    seedOk = seed !== null && (await hashOfSeed(seed)) === draw.seedHash.toLowerCase();
  } catch {
    seedOk = false;
  }
  steps.push({
    key: 'seed',
    ok: seedOk,
    sentence: seedOk
      ? `The revealed seed hashes to the commitment ${short(draw.seedHash)} published before sales closed.`
      : seed === null ? 'The seed has not been revealed yet.' : `The revealed seed does not hash to the published commitment ${short(draw.seedHash)}.`,
  });
  const committed = draw.tickets;
  const orderOk = committed !== null && draw.drawnAt !== null && Date.parse(committed.committedAt) <= Date.parse(draw.drawnAt);
  steps.push({
    key: 'order',
    ok: orderOk,
    sentence: orderOk
      ? `${committedTickets(committed!.count)} committed (root ${short(committed!.root)}) at ${committed!.committedAt}, before the seed was revealed at ${draw.drawnAt}.`
      : committed === null ? 'No commitment to the tickets has been published.' : 'The tickets were not committed before the seed was revealed.',
  });
  steps.push(await numbersStep(draw, seedOk));
  return steps;
}

async function numbersStep(draw: PublicDrawProof, seedOk: boolean): Promise<CheckStep> {
  const fail = (sentence: string): CheckStep => ({ key: 'numbers', ok: false, sentence });
  if (!seedOk || draw.seed === null || draw.numbers === null) return fail('The numbers cannot be checked without the committed seed.');
  if (draw.kind === 'raffle') {
    const winners = draw.numbers.numbers ?? [];
    const count = draw.tickets?.count ?? 0;
    const expected = await drawWinningEntries(draw.seed, count, Math.min(winners.length, count));
    const ok = expected.length === winners.length && expected.every((entry, i) => entry === winners[i]);
    return ok
      ? { key: 'numbers', ok, sentence: `The winning entry ${winners.join(', ')} is the one the seed picks among the ${count} committed entries.` }
      : fail(`The seed picks entry ${expected.join(', ') || 'none'} among the ${count} committed entries, not ${winners.join(', ') || 'none'}.`);
  }
  if (!draw.machine) return fail('The draw does not say which draw machine its numbers come from.');
  const expected = await drawNumbers(draw.seed, draw.machine);
  const ok = sameDrawn(expected, draw.numbers);
  return ok
    ? { key: 'numbers', ok, sentence: 'The numbers drawn are exactly the ones the seed gives by the published algorithm drawfront-draw-v1.' }
    : fail('The numbers drawn are not the ones the seed gives by the published algorithm.');
}

/** "All 3 tickets were", "The draw's one ticket was": the count in words a person would write. */
function committedTickets(count: number): string {
  return count === 1 ? "The draw's one ticket was" : `All ${count} tickets were`;
}

/** The ticket's checks: its leaf leads to the committed root, and (raffles) its result follows from the winning entry. */
export async function checkTicket(draw: PublicDrawProof, ticket: PublicTicketProof): Promise<CheckStep[]> {
  const root = draw.tickets?.root ?? null;
  const encodingOk = ticket.encoding.includes(`\ndraw=${draw.drawId}\n`) && ticket.encoding.endsWith(`\nsalt=${ticket.salt}`);
  const included = encodingOk && root !== null && ticket.proof !== null && (await verifyInclusion(await leafHash(ticket.encoding), ticket.proof.path, root));
  const steps: CheckStep[] = [{
    key: 'ticket',
    ok: included,
    sentence: included
      ? `Your ticket is ${draw.tickets!.count === 1 ? 'the only ticket' : `one of the ${draw.tickets!.count} tickets`} committed at close: its leaf and path lead to the root ${short(root!)}.`
      : 'Your ticket does not lead to the committed root: it was not in the draw as committed at close.',
  }];
  if (draw.kind === 'lottery' && draw.numbers && ticket.matched) {
    const step = matchedStep(draw.numbers, ticket);
    if (step) steps.push(step);
  }
  if (draw.kind === 'raffle' && draw.numbers) {
    const won = ticket.entryNo !== null && (draw.numbers.numbers ?? []).includes(ticket.entryNo);
    const ok = won === (ticket.division !== null);
    steps.push({
      key: 'result',
      ok,
      sentence: ok
        ? won ? `Your entry ${ticket.entryNo} is the winning entry, and it is marked as a winner.` : `Your entry ${ticket.entryNo ?? ''} is not the winning entry, and it is marked as not winning.`
        : 'Your ticket\'s published result does not follow from the winning entry.',
    });
  }
  return steps;
}

/** The ticket's numbers per set, read back from its committed encoding (the `games=` line). */
export function gamesOfEncoding(encoding: string): Partial<Record<string, number[]>> {
  const line = encoding.split('\n').find((text) => text.startsWith('games=')) ?? 'games=';
  const games: Partial<Record<string, number[]>> = {};
  for (const part of line.slice('games='.length).split(';').filter(Boolean)) {
    const [key, list = ''] = part.split(':');
    games[key!] = list.split(',').filter(Boolean).map(Number);
  }
  return games;
}

/**
 * A one-game standard ticket's result from its committed numbers and the numbers drawn: main numbers matched
 * among the draw's numbers, supplementaries among its supplementaries, its Powerball against the Powerball.
 * It must be what the draw scored it with. Entries covering several games (systems, PowerHit…) are not
 * checked here: null.
 */
function matchedStep(drawn: Drawn, ticket: PublicTicketProof): CheckStep | null {
  if (!/\ngame-type=standard\n/.test(ticket.encoding)) return null;
  const games = gamesOfEncoding(ticket.encoding);
  const picks = games.numbers ?? [];
  if (picks.length !== (drawn.numbers ?? []).length) return null;
  const expected: Drawn = { numbers: picks.filter((n) => drawn.numbers!.includes(n)).sort((a, b) => a - b) };
  if (drawn.supplementary) expected.supplementary = picks.filter((n) => drawn.supplementary!.includes(n)).sort((a, b) => a - b);
  if (drawn.powerball) expected.powerball = (games.powerball ?? []).filter((n) => drawn.powerball!.includes(n));
  const published = ticket.matched!;
  const same = (Object.keys(expected) as DrawSetKey[]).every((key) => {
    const want = expected[key]!;
    const got = [...(published[key] ?? [])].sort((a, b) => a - b);
    return want.length === got.length && want.every((n, i) => n === got[i]);
  });
  const count = expected.numbers!.length + (expected.supplementary?.length ?? 0) + (expected.powerball?.length ?? 0);
  return same
    ? { key: 'result', ok: true, sentence: `Your numbers match ${count} of the numbers drawn, exactly as your ticket's result was worked out.` }
    : { key: 'result', ok: false, sentence: 'Your ticket\'s published result does not follow from its numbers and the numbers drawn.' };
}
