import { checkDraw, checkTicket } from './check-steps';
import type { CheckStep } from './check-steps';
import type { PublicDrawProof, PublicTicketProof } from './public-proof';

const USAGE = `Usage: node scripts/verify-fairness.mjs <draw.json> [<ticket.json>]
  draw.json:   a draw's public proof (GET /v2/draws/fairness/{offer}/{drawNo})
  ticket.json: a ticket's proof (GET /v2/tickets/{id}/proof: {"draw": …, "ticket": …}, or the ticket alone)
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
  let ticket: PublicTicketProof | null = null;
  try {
    const first = JSON.parse(readText(args[0]!)) as PublicDrawProof | { draw: PublicDrawProof; ticket: PublicTicketProof | null };
    draw = 'draw' in first ? first.draw : first;
    if ('draw' in first) ticket = first.ticket;
    if (args[1]) {
      const second = JSON.parse(readText(args[1])) as PublicTicketProof | { ticket: PublicTicketProof | null };
      ticket = 'ticket' in second && typeof second.ticket === 'object' ? second.ticket : (second as PublicTicketProof);
    }
    if (typeof draw?.seedHash !== 'string') throw new Error('the draw has no seedHash');
  } catch (error) {
    print(`Cannot read the input: ${(error as Error).message}`);
    return 2;
  }
  const steps: CheckStep[] = [...(await checkDraw(draw)), ...(ticket ? await checkTicket(draw, ticket) : [])];
  for (const step of steps) print(`${step.ok ? '✓' : '✗'} ${step.sentence}`);
  const ok = steps.every((step) => step.ok);
  print(ok ? 'VERIFIED' : 'NOT VERIFIED');
  return ok ? 0 : 1;
}
