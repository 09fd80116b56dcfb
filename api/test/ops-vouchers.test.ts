// `npm run ops -- voucher create|list` end to end: the ops CLI against a listening API (as ops-verify-draw does).
import { and, eq } from 'drizzle-orm';
import { vouchers } from '../src/db/schema';
import { backends, OPS_TOKEN, setupApp } from './helper';
import { listeningApi, runOps } from './ops-cli';

describe.each(backends())('ops voucher on %s', (backend) => {
  const t = setupApp(backend);
  const api = listeningApi(t);
  const ops = (...args: string[]) => runOps(['voucher', ...args, '--api', api.url(), '--token', OPS_TOKEN]);
  const stored = async (code: string) => (await t.database.db.select().from(vouchers).where(and(eq(vouchers.siteKey, 'goodcause'), eq(vouchers.code, code))))[0];

  it('creates a voucher of each type from dollars and percentages, and lists them', async () => {
    const made = [
      await ops('create', '--site', 'goodcause', '--type', 'voucher_fixed_discount', '--code', 'cli-fixed', '--amount', '5', '--min-spend', '20.50'),
      await ops('create', '--site', 'goodcause', '--type', 'voucher_percent_discount', '--code', 'CLI-PCT', '--amount', '12.5', '--max-redemptions', '100'),
      await ops('create', '--site', 'goodcause', '--type', 'voucher_fixed_discount_expire', '--code', 'CLI-EXP', '--amount', '3.00', '--expires', '2099-12-31'),
      await ops('create', '--site', 'goodcause', '--type', 'voucher_credit_amount', '--code', 'CLI-CREDIT', '--amount', '10'),
    ];
    for (const { exitCode, output } of made) expect({ exitCode, created: output.startsWith('created voucher') }).toEqual({ exitCode: 0, created: true });
    expect(made[0]!.output).toContain('created voucher CLI-FIXED on goodcause: $5.00 off');
    expect(await stored('CLI-FIXED')).toMatchObject({ type: 'voucher_fixed_discount', amountCents: 500, minSpendCents: 2050 });
    expect(await stored('CLI-PCT')).toMatchObject({ percentBasisPoints: 1250, amountCents: null, maxRedemptions: 100 });
    expect((await stored('CLI-EXP'))!.expiresAt!.toISOString()).toBe('2099-12-31T00:00:00.000Z');
    expect(await stored('CLI-CREDIT')).toMatchObject({ type: 'voucher_credit_amount', amountCents: 1000 });

    const { exitCode, output } = await ops('list', '--site', 'goodcause');
    expect(exitCode).toBe(0);
    expect(output).toMatch(/CLI-PCT\s+voucher_percent_discount\s+12\.5% off\s+used 0 of 100/);
    expect(output).toMatch(/CLI-FIXED\s+voucher_fixed_discount\s+\$5\.00 off\s+min spend \$20\.50, used 0/);
  }, 60_000);

  it.each([
    ['no type', ['--code', 'CLI-X', '--amount', '5'], '--type must be one of'],
    ['no amount', ['--type', 'voucher_fixed_discount', '--code', 'CLI-X'], '--amount is required'],
    ['an amount with three decimals', ['--type', 'voucher_fixed_discount', '--code', 'CLI-X', '--amount', '1.005'], 'is not a positive number'],
    ['over 100 percent', ['--type', 'voucher_percent_discount', '--code', 'CLI-X', '--amount', '101'], 'more than 100%'],
    ['an expiry in local time', ['--type', 'voucher_fixed_discount', '--code', 'CLI-X', '--amount', '1', '--expires', '2099-01-01T10:00'], 'is not an ISO date'],
  ])('refuses %s before calling the API (exit 64 with the usage)', async (_name, args, message) => {
    const { exitCode, output } = await ops('create', '--site', 'goodcause', ...args);
    expect(exitCode).toBe(64);
    expect(output).toContain(message);
    expect(output).toContain('Usage: npm run ops');
    expect(await stored('CLI-X')).toBeUndefined();
  }, 30_000);

  it("reports the API's refusal with its code (exit 1)", async () => {
    const expireless = await ops('create', '--site', 'goodcause', '--type', 'voucher_fixed_discount_expire', '--code', 'CLI-NOEXP', '--amount', '1');
    expect(expireless).toEqual({ exitCode: 1, output: expect.stringContaining('[invalid_voucher]') });
    const taken = await ops('create', '--site', 'goodcause', '--type', 'voucher_fixed_discount', '--code', 'GIVE5', '--amount', '1');
    expect(taken).toEqual({ exitCode: 1, output: expect.stringContaining('[voucher_code_taken]') });
    const nowhere = await ops('list', '--site', 'nowhere');
    expect(nowhere).toEqual({ exitCode: 1, output: expect.stringContaining('[unknown_site]') });
  }, 30_000);
});
