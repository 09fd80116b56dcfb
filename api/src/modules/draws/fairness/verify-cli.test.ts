import { runVerifyCli } from './verify-cli';

const SEED = '000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f';
const HASH = '630dcd2966c4336691125448bbb25b4ff412a49c732db2c8abc1b8581bd710dd';
const MACHINE = JSON.stringify({ barrels: [{ min: 1, max: 45, sets: [{ key: 'numbers', count: 6 }, { key: 'supplementary', count: 2 }] }] });
const NUMBERS = JSON.stringify({ numbers: [2, 8, 20, 22, 28, 41], supplementary: [7, 30] });
const noStdin = () => Promise.reject(new Error('stdin must not be read when options are given'));

describe('runVerifyCli', () => {
  it('verifies a lottery draw from options (exit 0)', async () => {
    const result = await runVerifyCli(['--seed', SEED, '--hash', HASH, '--machine', MACHINE, '--numbers', NUMBERS], noStdin);
    expect(result.exitCode).toBe(0);
    expect(result.output).toContain('✔ commitment');
    expect(result.output).toContain('the seed gives numbers 2 8 20 22 28 41 · supplementary 7 30');
    expect(result.output).toContain('VERIFIED');
  });

  it('reports numbers the seed does not give (exit 1)', async () => {
    const numbers = JSON.stringify({ numbers: [1, 8, 20, 22, 28, 41], supplementary: [7, 30] });
    const result = await runVerifyCli(['--seed', SEED, '--hash', HASH, '--machine', MACHINE, '--numbers', numbers], noStdin);
    expect(result.exitCode).toBe(1);
    expect(result.output).toContain('✘ numbers');
    expect(result.output).toContain('NOT VERIFIED');
  });

  it('reports a seed that does not match the commitment (exit 1)', async () => {
    const result = await runVerifyCli(['--seed', SEED, '--hash', 'ab'.repeat(32), '--machine', MACHINE, '--numbers', NUMBERS], noStdin);
    expect(result.exitCode).toBe(1);
    expect(result.output).toContain('✘ commitment');
  });

  it('reads a raffle draw as JSON on stdin when no option is given', async () => {
    const stdin = JSON.stringify({ seed: SEED, hash: HASH, ticketsSold: 1000, winners: [341, 80, 801, 970, 726] });
    const result = await runVerifyCli([], () => Promise.resolve(stdin));
    expect(result.exitCode).toBe(0);
    expect(result.output).toContain('winning tickets among 1000: the seed gives 341, 80, 801, 970, 726');
  });

  it.each([
    ['a malformed seed', ['--seed', 'abc', '--hash', HASH, '--machine', MACHINE, '--numbers', NUMBERS], /64 hex characters/],
    ['machine JSON that does not parse', ['--seed', SEED, '--hash', HASH, '--machine', '{', '--numbers', NUMBERS], /--machine is not JSON/],
    ['an unknown result set', ['--seed', SEED, '--hash', HASH, '--machine', MACHINE, '--numbers', '{"bonus":[1]}'], /unknown result set "bonus"/],
    ['no hash', ['--seed', SEED, '--machine', MACHINE, '--numbers', NUMBERS], /the published hash is missing/],
    ['neither numbers nor winners', ['--seed', SEED, '--hash', HASH], /give the machine and numbers/],
    ['an unknown option', ['--seed', SEED, '--colour', 'red'], /Unknown option '--colour'/],
  ])('explains %s and exits 2', async (_, argv, message) => {
    const result = await runVerifyCli(argv, noStdin);
    expect(result.exitCode).toBe(2);
    expect(result.output).toMatch(message);
    expect(result.output).toContain('Usage:');
  });
});
