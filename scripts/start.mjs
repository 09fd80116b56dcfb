#!/usr/bin/env node
// `npm start`: build what is not built, start the API (embedded PGlite unless DATABASE_URL is set)
// with the shell on one origin and the remotes on another, give every seeded site a release, print the URL.
import { buildFrontends } from './lib/build-frontends.mjs';
import { prepareReleases, startPlatform } from './lib/platform-process.mjs';

const port = Number(process.env.PORT ?? 3000);
const remotesPort = Number(process.env.REMOTES_PORT ?? 3001);

try {
  await buildFrontends({ onlyMissing: true });
  console.log(`platform: starting (database: ${process.env.DATABASE_URL ? 'PostgreSQL from DATABASE_URL' : 'embedded PGlite in .data/pglite'})`);
  // Request logs stay quiet unless asked for (LOG_LEVEL=info); warnings and errors still show.
  const { child, apiUrl, remotesBaseUrl } = await startPlatform({ port, remotesPort, env: { LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' } });
  await prepareReleases({ apiUrl, remotesBaseUrl });
  console.log(`
Drawfront is running:
  commercial site   http://localhost:${port}/
  en-GB variant     http://localhost:${port}/?sv=GB
  charity site      http://localhost:${port}/?site=goodcause
  remotes origin    ${remotesBaseUrl}/remotes/
  ops               npm run ops -- status drawfront
Press Ctrl+C to stop.`);
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code) => process.exit(code ?? 0));
} catch (error) {
  console.error(`npm start failed: ${error.message}`);
  process.exit(1);
}
