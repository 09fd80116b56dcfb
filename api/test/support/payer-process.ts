// The pay job in a process of its own (pay-draws.ts), for tests that kill it the way an operating system
// kills an API instance: no handler runs, its connections just drop.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { join, resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client';

export interface PayerExit {
  code: number | null;
  signal: NodeJS.Signals | null;
  output: string;
}

export interface PayerProcess {
  readonly child: ChildProcess;
  /** Set once the process has ended, however it ended. */
  readonly exit: PayerExit | undefined;
  readonly exited: Promise<PayerExit>;
  /** The `application_name` its connections carry, to find them in pg_stat_activity. */
  readonly applicationName: string;
}

const API_DIR = resolve(__dirname, '..', '..');

/** Starts `pay-draws.ts` on the database at `url` with the engine's clock at `now`, paying `batchSize` prizes per transaction. */
export function startPayer(input: { url: string; now: Date; batchSize: number }): PayerProcess {
  const applicationName = `drawfront-payer-${process.pid}-${Date.now()}`;
  const url = new URL(input.url);
  url.searchParams.set('application_name', applicationName);
  const child = spawn(process.execPath, ['--import', 'tsx', join('test', 'support', 'pay-draws.ts'), url.toString(), input.now.toISOString(), String(input.batchSize)], {
    cwd: API_DIR,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const payer = {
    child,
    applicationName,
    exit: undefined as PayerExit | undefined,
    exited: new Promise<PayerExit>((done, fail) => {
      child.on('error', fail);
      // 'close' rather than 'exit': the output is complete once the pipes are closed.
      child.on('close', (code, signal) => {
        payer.exit = { code, signal, output };
        done(payer.exit);
      });
    }),
  };
  return payer;
}

/** How many server sessions the payer still has open (a killed client's backends end once they notice). */
export async function payerSessions(db: Database, payer: PayerProcess): Promise<number> {
  const { rows } = (await db.execute(sql`select count(*)::int as sessions from pg_stat_activity where application_name = ${payer.applicationName}`)) as unknown as { rows: { sessions: number }[] };
  return rows[0]!.sessions;
}
