import { parseArgs } from 'node:util';
import { verifyDraw, verifyRaffleDraw } from './fair-numbers';
import type { DrawMachine, DrawnNumbers, ResultSetKey } from '../../../db/schema/json-types';

export const VERIFY_USAGE = `Usage:
  verify-draw --seed <hex> --hash <hex> --machine '<json>' --numbers '<json>'
  verify-draw --seed <hex> --hash <hex> --tickets-sold <n> --winners '<json array>'
  verify-draw < draw.json     (the same fields as JSON: seed, hash, machine and numbers, or ticketsSold and winners)`;

export interface CliResult {
  exitCode: 0 | 1 | 2;
  output: string;
}

type Check = { kind: 'lottery'; seed: string; hash: string; machine: DrawMachine; numbers: DrawnNumbers } | { kind: 'raffle'; seed: string; hash: string; ticketsSold: number; winners: number[] };

/**
 * The standalone checker: reads a revealed draw from options (or JSON on stdin when no option is
 * given), recomputes it and says whether it holds. Exit 0 verified, 1 not verified, 2 unreadable input.
 */
export async function runVerifyCli(argv: string[], readStdin: () => Promise<string>): Promise<CliResult> {
  try {
    const check = argv.length === 0 ? fromJson(await readStdin()) : fromOptions(argv);
    return check.kind === 'lottery' ? lotteryVerdict(check) : raffleVerdict(check);
  } catch (error) {
    // Bad JSON, a malformed seed, an impossible machine: whoever is checking needs the reason, not a stack.
    return { exitCode: 2, output: `Cannot check this draw: ${messageOf(error)}\n\n${VERIFY_USAGE}` };
  }
}

/** node:util's errors may come from another realm (Jest's VM), so `instanceof Error` is not enough. */
function messageOf(error: unknown): string {
  if (typeof error === 'object' && error !== null && 'message' in error && typeof error.message === 'string') return error.message;
  return String(error);
}

function lotteryVerdict(check: Extract<Check, { kind: 'lottery' }>): CliResult {
  const result = verifyDraw(check);
  const lines = [
    hashLine(check, result.hashMatches),
    `${mark(result.numbersMatch)} numbers: the seed gives ${formatNumbers(result.expected)}; published ${formatNumbers(check.numbers)}`,
    verdict(result.ok),
  ];
  return { exitCode: result.ok ? 0 : 1, output: lines.join('\n') };
}

function raffleVerdict(check: Extract<Check, { kind: 'raffle' }>): CliResult {
  const result = verifyRaffleDraw(check);
  const lines = [
    hashLine(check, result.hashMatches),
    `${mark(result.winnersMatch)} winning tickets among ${check.ticketsSold}: the seed gives ${result.expected.join(', ') || 'none'}; published ${check.winners.join(', ') || 'none'}`,
    verdict(result.ok),
  ];
  return { exitCode: result.ok ? 0 : 1, output: lines.join('\n') };
}

function hashLine(check: { seed: string; hash: string }, matches: boolean): string {
  return `${mark(matches)} commitment: SHA-256 of the seed's bytes ${matches ? 'equals' : 'differs from'} the published hash ${check.hash}`;
}

const mark = (ok: boolean) => (ok ? '✔' : '✘');
const verdict = (ok: boolean) => (ok ? 'VERIFIED: this draw is the one its seed commits to.' : 'NOT VERIFIED: the published draw is not what this seed gives.');

function formatNumbers(numbers: DrawnNumbers): string {
  const parts = Object.entries(numbers).map(([key, balls]) => `${key} ${balls.join(' ')}`);
  return parts.length ? parts.join(' · ') : 'nothing';
}

function fromOptions(argv: string[]): Check {
  const { values } = parseArgs({
    args: argv,
    strict: true,
    options: { seed: { type: 'string' }, hash: { type: 'string' }, machine: { type: 'string' }, numbers: { type: 'string' }, 'tickets-sold': { type: 'string' }, winners: { type: 'string' } },
  });
  return toCheck({
    seed: values.seed,
    hash: values.hash,
    machine: values.machine === undefined ? undefined : parseJson(values.machine, '--machine'),
    numbers: values.numbers === undefined ? undefined : parseJson(values.numbers, '--numbers'),
    ticketsSold: values['tickets-sold'] === undefined ? undefined : Number(values['tickets-sold']),
    winners: values.winners === undefined ? undefined : parseJson(values.winners, '--winners'),
  });
}

function fromJson(text: string): Check {
  const value = parseJson(text, 'stdin');
  if (!isRecord(value)) throw new Error('stdin must hold one JSON object');
  return toCheck(value);
}

function toCheck(input: Record<string, unknown>): Check {
  const seed = input.seed;
  const hash = input.hash;
  if (typeof seed !== 'string') throw new Error('the seed is missing');
  if (typeof hash !== 'string') throw new Error('the published hash is missing');
  if (input.machine !== undefined || input.numbers !== undefined) {
    return { kind: 'lottery', seed, hash, machine: asMachine(input.machine), numbers: asNumbers(input.numbers) };
  }
  if (input.ticketsSold !== undefined || input.winners !== undefined) {
    const ticketsSold = input.ticketsSold;
    if (typeof ticketsSold !== 'number' || !Number.isSafeInteger(ticketsSold) || ticketsSold < 0) throw new Error(`tickets sold must be a whole number, got ${String(ticketsSold)}`);
    return { kind: 'raffle', seed, hash, ticketsSold, winners: asWholeNumbers(input.winners, 'winners') };
  }
  throw new Error('give the machine and numbers of a lottery draw, or tickets sold and winners of a raffle');
}

function asMachine(value: unknown): DrawMachine {
  if (!isRecord(value) || !Array.isArray(value.barrels)) throw new Error('the machine must be {"barrels":[{"min","max","sets":[{"key","count"}]}]}');
  const barrels = value.barrels.map((barrel: unknown, index) => {
    if (!isRecord(barrel) || typeof barrel.min !== 'number' || typeof barrel.max !== 'number' || !Array.isArray(barrel.sets)) {
      throw new Error(`machine barrel ${index + 1} needs numeric min and max and a sets array`);
    }
    const sets = barrel.sets.map((set: unknown) => {
      if (!isRecord(set) || !isResultSetKey(set.key) || typeof set.count !== 'number') throw new Error(`machine barrel ${index + 1} has a set that is not {"key": numbers|supplementary|powerball, "count": n}`);
      return { key: set.key, count: set.count };
    });
    return { min: barrel.min, max: barrel.max, sets };
  });
  return { barrels };
}

function asNumbers(value: unknown): DrawnNumbers {
  if (!isRecord(value)) throw new Error('the numbers must be an object such as {"numbers":[…],"supplementary":[…]}');
  const numbers: DrawnNumbers = {};
  for (const [key, balls] of Object.entries(value)) {
    if (!isResultSetKey(key)) throw new Error(`unknown result set "${key}" in the numbers`);
    numbers[key] = asWholeNumbers(balls, key);
  }
  return numbers;
}

function asWholeNumbers(value: unknown, what: string): number[] {
  if (!Array.isArray(value) || !value.every((n) => Number.isSafeInteger(n))) throw new Error(`${what} must be an array of whole numbers`);
  return value as number[];
}

function parseJson(text: string, where: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new Error(`${where} is not JSON (${messageOf(error)})`, { cause: error });
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isResultSetKey = (value: unknown): value is ResultSetKey => value === 'numbers' || value === 'supplementary' || value === 'powerball';
