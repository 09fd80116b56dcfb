import { checkDraw, checkTicketGames } from './check-steps';
import type { CheckStep } from './check-steps';
import type { PublicDrawProof, PublicTicketProof } from './public-proof';

const USAGE = `Usage: node scripts/verify-fairness.mjs <draw.json> [<ticket.json>]
  draw.json:   a draw's public proof (GET /v2/draws/fairness/{offer}/{drawNo})
  ticket.json: a ticket's proof (GET /v2/tickets/{id}/proof: {"draw": …, "ticket": …, "games": […]}, or one game alone);
               every game of a multi-game ticket is checked
Exits 0 when every check holds, 1 when one fails, 2 when the input cannot be read.`;

/**
 * The standalone verifier (scripts/verify-fairness.mjs is this file bundled, with nothing but Node):
 * the same checks, in the same words, as the "Check it yourself" panel.
 */
export async function runVerifier(args: string[], readText: (path: string) => string, print: (line: string) => void): Promise<number> {
  if (args.length < 1 || args.length > 2 || args.includes('--help')) {
    print(USAGE);
    return 2;
  }
  let draw: PublicDrawProof;
  let games: PublicTicketProof[] = [];
  try {
    const first = JSON.parse(readText(args[0]!)) as PublicDrawProof | (TicketFile & { draw: PublicDrawProof });
    draw = 'draw' in first ? first.draw : first;
    if ('draw' in first) games = gamesOf(first);
    if (args[1]) games = gamesOf(JSON.parse(readText(args[1])) as TicketFile | PublicTicketProof);
    if (typeof draw?.seedHash !== 'string') throw new Error('the draw has no seedHash');
  } catch (error) {
    print(`Cannot read the input: ${(error as Error).message}`);
    return 2;
  }
  const steps: CheckStep[] = [...(await checkDraw(draw)), ...(await checkTicketGames(draw, games))];
  for (const step of steps) print(`${step.ok ? '✓' : '✗'} ${step.sentence}`);
  const ok = steps.every((step) => step.ok);
  print(ok ? 'VERIFIED' : 'NOT VERIFIED');
  return ok ? 0 : 1;
}

type TicketFile = { draw?: PublicDrawProof; ticket?: PublicTicketProof | null; games?: PublicTicketProof[] };

/** Every game of a ticket's proof file: `games` when it lists them, else its one `ticket`, else the file is one game. */
function gamesOf(file: TicketFile | PublicTicketProof): PublicTicketProof[] {
  if ('games' in file && Array.isArray(file.games) && file.games.length > 0) return file.games;
  if ('ticket' in file && file.ticket && typeof file.ticket === 'object') return [file.ticket];
  return 'encoding' in file ? [file] : [];
}
