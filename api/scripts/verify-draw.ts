// Checks a revealed draw against its published hash: `npx tsx api/scripts/verify-draw.ts --help`.
// The algorithm is written out in src/modules/draws/fairness/README.md for anyone who prefers their own code.
import { runVerifyCli, VERIFY_USAGE } from '../src/modules/draws/fairness/verify-cli';

async function readStdin(): Promise<string> {
  if (process.stdin.isTTY) throw new Error('no options given and nothing piped on stdin');
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

async function main(argv: string[]): Promise<void> {
  if (argv.includes('--help') || argv.includes('-h')) {
    console.log(VERIFY_USAGE);
    return;
  }
  const { exitCode, output } = await runVerifyCli(argv, readStdin);
  (exitCode === 0 ? console.log : console.error)(output);
  process.exitCode = exitCode;
}

// The api package is CommonJS, where tsx allows no top-level await.
void main(process.argv.slice(2));
