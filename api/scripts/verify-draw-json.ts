// Reads one draw's proof as JSON on stdin ({ seed, hash, machine, numbers }) and checks it with verifyDraw:
// `npm run ops -- verify-draw` pipes what the API published into it. Exit code 0 only when the proof holds.
import { verifyDraw } from '../src/modules/draws/fairness/fair-numbers';

let input = '';
process.stdin.setEncoding('utf8');
process.stdin.on('data', (chunk) => (input += chunk));
process.stdin.on('end', () => {
  const proof = JSON.parse(input) as Parameters<typeof verifyDraw>[0];
  const result = verifyDraw(proof);
  process.stdout.write(`${JSON.stringify(result)}\n`);
  process.exitCode = result.ok ? 0 : 2;
});
