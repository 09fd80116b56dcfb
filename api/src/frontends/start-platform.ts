// Runs the whole platform in one process, as `npm start` and the e2e suite use it: the API and the
// shell on one origin, the remotes on their own origin (like a CDN).
import { resolve } from 'node:path';
import { loadConfig } from '../config';
import { startServer } from '../server';
import { buildRemotesServer } from './remotes-server';
import { registerStaticFrontends } from './static-frontends';

const repoRoot = resolve(__dirname, '..', '..', '..');

async function main(): Promise<void> {
  const config = loadConfig();
  const distDir = resolve(process.env.DRAWFRONT_DIST_DIR ?? resolve(repoRoot, 'dist'));
  const remotesUrl = new URL(config.remotesBaseUrl);
  const remotes = await buildRemotesServer(resolve(distDir, 'remotes'));
  await remotes.listen({ host: remotesUrl.hostname, port: Number(remotesUrl.port || 80) });
  await startServer({
    config,
    configure: async (instance) => {
      await registerStaticFrontends(instance, resolve(distDir, 'shell'));
      // The remotes origin closes with the API when the process is told to stop.
      instance.addHook('onClose', async () => {
        await remotes.close();
      });
    },
  });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
