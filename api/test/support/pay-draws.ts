// A stand-in for an API instance's pay job, run as a child process by draws-race.test.ts so that the test can
// SIGKILL it mid-payment: `node --import tsx test/support/pay-draws.ts <database url> <now ISO> <pay batch size>`.
// It opens the database through the app's client and runs the draw engine's pay step over every scored draw.
import { createDatabase } from '../../src/db/client';
import { manualClock } from '../../src/lib/clock';
import { createDrawEngine } from '../../src/modules/draws/engine';
import type { DrawTellers } from '../../src/modules/draws/engine';
import { syndicatesPlugin } from '../../src/modules/syndicates/plugin';

// The pay step tells no one (the email step does): a call here means the engine changed under the test.
const silent = (): never => {
  throw new Error('the pay step told a customer: the kill test assumes it only pays');
};
const tellers: DrawTellers = { notify: async () => silent(), enqueue: async () => silent() };

async function main([url, now, batchSize]: string[]): Promise<void> {
  const payBatchSize = Number(batchSize);
  if (!url || !now || Number.isNaN(Date.parse(now)) || !Number.isInteger(payBatchSize) || payBatchSize < 1) {
    throw new Error(`usage: pay-draws.ts <database url> <now ISO> <pay batch size>; got ${JSON.stringify([url, now, batchSize])}`);
  }
  const handle = await createDatabase({ url, poolSize: 2 });
  try {
    const engine = createDrawEngine(handle.db, { clock: manualClock(new Date(now)), tell: tellers, claimThresholdCents: 2_500_000, payBatchSize, groupTickets: [syndicatesPlugin.ticketHooks()] });
    const paid = await engine.pay();
    console.log(`paid ${paid} draws`);
  } finally {
    await handle.close();
  }
}

// The api package is CommonJS, where tsx allows no top-level await.
main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
