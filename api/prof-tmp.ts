import { buildApp } from './src/app';
import { loadConfig } from './src/config';
import { createDatabase } from './src/db/client';
import { signedHeaders } from './src/plugins/signature';
import { sites } from './src/db/schema';
import { eq } from 'drizzle-orm';
import { readFileSync } from 'node:fs';
async function main() {
  const dump = readFileSync(process.argv[2]!);
  const handle = await createDatabase({ dataDir: 'memory://', loadDataDir: new Blob([dump]) });
  const app = await buildApp({ config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PASSWORD_HASH_COST: 'minimal', SIGNUP_LIMIT_PER_ADDRESS: '100000' }), database: handle, logger: false });
  await app.ready();
  const [row] = await handle.db.select({ appKey: sites.appKey, secret: sites.signingSecret }).from(sites).where(eq(sites.key, 'drawfront'));
  const body = (i: number) => ({ email: `p${i}-${Date.now()}@example.com`, password: 'Password123', firstname: 'Pat', lastname: 'Player', date_of_birth: '1990-04-01', state: 'NSW', accept_terms: true, email_opt_in: false });
  for (let round = 0; round < 2; round++) {
    const t0 = Date.now();
    for (let i = 0; i < 20; i++) {
      const r = await app.inject({ method: 'POST', url: '/v2/signup', headers: { 'X-Drawfront-Site': 'drawfront', ...signedHeaders({ appKey: row!.appKey, secret: row!.secret }) }, payload: body(round * 100 + i) });
      if (r.statusCode !== 201) { console.log(r.statusCode, r.body.slice(0, 400)); return; }
    }
    console.log('20 signups', Date.now() - t0, 'ms');
  }
  await app.close(); await handle.close();
}
main();
