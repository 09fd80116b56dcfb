/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkDraw, checkTicket } from './check-steps';
import { EXAMPLE_DRAW, EXAMPLE_NODE_01, EXAMPLE_SEED, EXAMPLE_TICKET } from './worked-example';
import type { PublicDrawProof, PublicTicketProof } from './public-proof';

const ROOT = join(__dirname, '..', '..', '..');
const dir = mkdtempSync(join(tmpdir(), 'verify-fairness-'));

/** Runs the standalone verifier, as anyone would, on a draw and a ticket written to files. */
function verify(draw: PublicDrawProof, ticket: PublicTicketProof) {
  const drawFile = join(dir, 'draw.json');
  const ticketFile = join(dir, 'ticket.json');
  writeFileSync(drawFile, JSON.stringify(draw));
  writeFileSync(ticketFile, JSON.stringify({ draw, ticket }));
  const run = spawnSync(process.execPath, [join(ROOT, 'scripts', 'verify-fairness.mjs'), drawFile, ticketFile], { encoding: 'utf8' });
  return { status: run.status, lines: run.stdout.trim().split('\n') };
}

/** What the in-browser check says, in the verifier's words. */
async function inBrowser(draw: PublicDrawProof, ticket: PublicTicketProof) {
  const steps = [...(await checkDraw(draw)), ...(await checkTicket(draw, ticket))];
  return steps.map((step) => `${step.ok ? '✓' : '✗'} ${step.sentence}`);
}

describe('the standalone verifier', () => {
  it('is the shared fairness code, bundled (scripts/verify-fairness.mjs is not stale)', () => {
    const run = spawnSync(process.execPath, [join(ROOT, 'scripts', 'build-verifier.mjs'), '--check'], { encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  });

  it('verifies the worked example, step for step as the browser does', async () => {
    const { status, lines } = verify(EXAMPLE_DRAW, EXAMPLE_TICKET);
    expect(lines).toEqual([...(await inBrowser(EXAMPLE_DRAW, EXAMPLE_TICKET)), 'VERIFIED']);
    expect(lines.slice(0, -1).every((line) => line.startsWith('✓'))).toBe(true);
    expect(status).toBe(0);
  });

  it.each([
    ['a tampered ticket', EXAMPLE_DRAW, { ...EXAMPLE_TICKET, encoding: EXAMPLE_TICKET.encoding.replace('2,7,8,20,30,44', '2,7,8,20,30,45') }],
    ['a tampered seed', { ...EXAMPLE_DRAW, seed: EXAMPLE_SEED.replace(/^0/, '1') }, EXAMPLE_TICKET],
    ['a wrong root', { ...EXAMPLE_DRAW, tickets: { ...EXAMPLE_DRAW.tickets!, root: EXAMPLE_NODE_01 } }, EXAMPLE_TICKET],
  ])('fails %s, as the browser does', async (_name, draw, ticket) => {
    const { status, lines } = verify(draw, ticket);
    expect(lines).toEqual([...(await inBrowser(draw, ticket)), 'NOT VERIFIED']);
    expect(lines.some((line) => line.startsWith('✗'))).toBe(true);
    expect(status).toBe(1);
  });

  it('says how to use it, and refuses what it cannot read', () => {
    const bad = join(dir, 'bad.json');
    writeFileSync(bad, '{not json');
    expect(spawnSync(process.execPath, [join(ROOT, 'scripts', 'verify-fairness.mjs'), bad], { encoding: 'utf8' }).status).toBe(2);
    expect(spawnSync(process.execPath, [join(ROOT, 'scripts', 'verify-fairness.mjs')], { encoding: 'utf8' }).stdout).toMatch(/^Usage:/);
  });
});
