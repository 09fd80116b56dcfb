// The withdrawal payout job in a process of its own, for withdrawals-race.test.ts to SIGKILL in the one window
// that matters: after the gateway paid a withdrawal and before the payment was recorded.
// `node --import tsx test/support/pay-withdrawals.ts <database url> <now ISO> <stop after N payouts>`: it runs the
// real job with the test payout gateway, and once the gateway has answered N payouts it prints `PAID <id>` and
// waits, holding that withdrawal unsettled, until it is killed.
import { createDatabase } from '../../src/db/client';
import { createPayoutJob } from '../../src/modules/withdrawals/payout-job';
import type { PayoutGateway } from '../../src/payments/payout';
import { createTestPayoutGateway } from '../../src/payments/test-payout-gateway';

async function main([url, now, stopAfter]: string[]): Promise<void> {
  const limit = Number(stopAfter);
  if (!url || !now || Number.isNaN(Date.parse(now)) || !Number.isInteger(limit) || limit < 1) {
    throw new Error(`usage: pay-withdrawals.ts <database url> <now ISO> <stop after N payouts>; got ${JSON.stringify([url, now, stopAfter])}`);
  }
  const handle = await createDatabase({ url, poolSize: 2 });
  const at = new Date(now);
  const inner = createTestPayoutGateway(handle.db, { now: () => at });
  let answered = 0;
  const gateway: PayoutGateway = {
    key: inner.key,
    async payout(request) {
      const result = await inner.payout(request);
      answered += 1;
      if (answered === limit) {
        console.log(`PAID ${request.idempotencyKey}`);
        await new Promise(() => undefined);
      }
      return result;
    },
  };
  const run = await createPayoutJob(handle.db, { now: () => at, gateway })();
  console.log(`finished without being killed: ${JSON.stringify(run)}`);
  await handle.close();
}

// The api package is CommonJS, where tsx allows no top-level await.
main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
