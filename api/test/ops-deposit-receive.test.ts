// `npm run ops -- deposit receive` end to end: a simulated incoming bank transfer, credited once per bank transaction id.
import { asCustomer, signUp } from './customers';
import { balanceOf } from './cards';
import { backends, OPS_TOKEN, setupApp } from './helper';
import { ledgerTotals } from './money';
import { listeningApi, runOps } from './ops-cli';

describe.each(backends())('ops deposit receive on %s', (backend) => {
  const t = setupApp(backend);
  const api = listeningApi(t);
  const ops = (...args: string[]) => runOps(['deposit', ...args, '--api', api.url(), '--token', OPS_TOKEN]);

  it('credits the customer whose reference the transfer quotes, once per transaction id', async () => {
    const session = await signUp(t);
    const { reference } = (await asCustomer(t, session.accessToken, { method: 'GET', url: '/v2/funds/bd/reference' })).json();
    const first = await ops('receive', '--reference', reference, '--amount', '42.50', '--transaction-id', 'CLI-TX-1');
    expect(first.exitCode).toBe(0);
    expect(first.output).toContain(`credited: 42.50 AUD to customer ${session.customer.customerId}`);
    const again = await ops('receive', '--reference', reference, '--amount', '42.50', '--transaction-id', 'CLI-TX-1');
    expect(again.output).toContain('already credited: 42.50 AUD');
    const payid = await ops('receive', '--reference', reference, '--amount', '10', '--payid');
    expect(payid.exitCode).toBe(0);
    expect(await balanceOf(t, session)).toBe(5250);
    expect(await ledgerTotals(t)).toMatchObject({ unbalanced: 0, drift: 0, total: 0 });
  }, 60_000);

  it('refuses a bad amount before calling the API, and an unknown reference with the API error', async () => {
    const bad = await ops('receive', '--reference', 'ABCD2345', '--amount', '1.005');
    expect(bad.exitCode).toBe(64);
    expect(bad.output).toContain('deposit receive needs --amount <dollars>');
    const unknown = await ops('receive', '--reference', 'ABCD2345', '--amount', '5');
    expect(unknown.exitCode).not.toBe(0);
    expect(unknown.output).toContain('unknown_bank_reference');
  }, 60_000);
});
