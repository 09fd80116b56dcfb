import { ENGLISH, translateCheck } from './check-texts';
import type { CheckText } from './check-texts';
import { drawNumbers, drawWinningEntries, hashOfSeed, sameDrawn } from './draw-algorithm';
import { verifyInclusion } from './merkle-tree';
import type { PublicDrawProof, PublicTicketProof } from './public-proof';
import { resultCheck } from './result-check';
import { leafHash } from './ticket-leaf';

/** One line of a check: ✓ or ✗ with a plain sentence (`text`, translated on the page; `sentence`, in English). */
export interface CheckStep {
  key: 'seed' | 'numbers' | 'order' | 'ticket' | 'result';
  ok: boolean;
  text: CheckText;
  /** The ticket's game (1 = first played) a step is about, when the ticket holds several games. */
  game?: number;
  sentence: string;
}

const short = (hex: string) => `${hex.slice(0, 12)}…`;

function step(key: CheckStep['key'], ok: boolean, text: CheckText, game?: number): CheckStep {
  const made = { key, ok, text, ...(game === undefined ? {} : { game }) };
  return { ...made, sentence: translateCheck(made, ENGLISH) };
}

/** The draw's own checks: seed against commitment, tickets committed before the reveal, numbers from the seed. */
export async function checkDraw(draw: PublicDrawProof): Promise<CheckStep[]> {
  const seed = draw.seed;
  let seedOk: boolean;
  try {
    seedOk = seed !== null && (await hashOfSeed(seed)) === draw.seedHash.toLowerCase();
  } catch {
    seedOk = false;
  }
  const hash = short(draw.seedHash);
  const steps = [step('seed', seedOk, seedOk ? { key: 'fairness.step.seed-ok', params: { hash } } : seed === null ? { key: 'fairness.step.seed-unrevealed' } : { key: 'fairness.step.seed-mismatch', params: { hash } })];
  const committed = draw.tickets;
  const orderOk = committed !== null && draw.drawnAt !== null && Date.parse(committed.committedAt) <= Date.parse(draw.drawnAt);
  steps.push(
    step(
      'order',
      orderOk,
      orderOk
        ? { key: committed!.count === 1 ? 'fairness.step.order-ok-one' : 'fairness.step.order-ok', params: { count: committed!.count, root: short(committed!.root), committedAt: committed!.committedAt, drawnAt: draw.drawnAt! } }
        : { key: committed === null ? 'fairness.step.order-none' : 'fairness.step.order-late' },
    ),
  );
  steps.push(await numbersStep(draw, seedOk));
  return steps;
}

async function numbersStep(draw: PublicDrawProof, seedOk: boolean): Promise<CheckStep> {
  if (!seedOk || draw.seed === null || draw.numbers === null) return step('numbers', false, { key: 'fairness.step.numbers-no-seed' });
  if (draw.kind === 'raffle') {
    const winners = draw.numbers.numbers ?? [];
    const count = draw.tickets?.count ?? 0;
    const expected = await drawWinningEntries(draw.seed, count, Math.min(winners.length, count));
    const ok = expected.length === winners.length && expected.every((entry, i) => entry === winners[i]);
    return ok
      ? step('numbers', ok, { key: 'fairness.step.raffle-ok', params: { winners: winners.join(', '), count } })
      : step('numbers', ok, { key: 'fairness.step.raffle-wrong', params: { expected: expected.join(', ') || '–', count, winners: winners.join(', ') || '–' } });
  }
  if (!draw.machine) return step('numbers', false, { key: 'fairness.step.numbers-no-machine' });
  const ok = sameDrawn(await drawNumbers(draw.seed, draw.machine), draw.numbers);
  return step('numbers', ok, { key: ok ? 'fairness.step.numbers-ok' : 'fairness.step.numbers-wrong' });
}

/**
 * A ticket's checks: its leaf leads to the committed root, and once scored its result follows (a lottery
 * ticket's division and games won from its numbers, a raffle ticket's from the winning entry). `game`
 * numbers the steps of a ticket that holds several games.
 */
export async function checkTicket(draw: PublicDrawProof, ticket: PublicTicketProof, game?: number): Promise<CheckStep[]> {
  const root = draw.tickets?.root ?? null;
  const encodingOk = ticket.encoding.includes(`\ndraw=${draw.drawId}\n`) && ticket.encoding.endsWith(`\nsalt=${ticket.salt}`);
  const included = encodingOk && root !== null && ticket.proof !== null && (await verifyInclusion(await leafHash(ticket.encoding), ticket.proof.path, root));
  const count = draw.tickets?.count ?? 0;
  const steps = [
    step(
      'ticket',
      included,
      included ? { key: count === 1 ? 'fairness.step.ticket-ok-only' : 'fairness.step.ticket-ok', params: { count, root: short(root!) } } : { key: 'fairness.step.ticket-missing' },
      game,
    ),
  ];
  if (draw.kind === 'lottery' && draw.numbers && draw.prizeTable) {
    const result = resultCheck(draw.numbers, draw.prizeTable, ticket);
    if (result) steps.push(step('result', result.ok, result.text, game));
  }
  if (draw.kind === 'raffle' && draw.numbers) {
    const won = ticket.entryNo !== null && (draw.numbers.numbers ?? []).includes(ticket.entryNo);
    const ok = won === (ticket.division !== null);
    const entry = ticket.entryNo ?? '';
    steps.push(step('result', ok, ok ? { key: won ? 'fairness.step.raffle-won' : 'fairness.step.raffle-lost', params: { entry } } : { key: 'fairness.step.raffle-result-wrong' }, game));
  }
  return steps;
}

/** Every game of a ticket checked, each step numbered by its game when there are several. */
export async function checkTicketGames(draw: PublicDrawProof, games: readonly PublicTicketProof[]): Promise<CheckStep[]> {
  const steps: CheckStep[] = [];
  for (const [index, game] of games.entries()) steps.push(...(await checkTicket(draw, game, games.length > 1 ? index + 1 : undefined)));
  return steps;
}
