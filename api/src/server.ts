import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import type { AppConfig } from './config';
import { DirectoryInUseError } from './db/dir-lock';
import { registerStaticFrontends } from './frontends/static-frontends';

export interface StartServerOptions {
  config?: AppConfig;
  /**
   * Called after the API routes are registered and before listening: the place to add more routes
   * to the same process (the static frontends).
   */
  configure?: (app: FastifyInstance) => Promise<void>;
  /** Install SIGINT/SIGTERM handlers that close the server gracefully (default true). */
  handleSignals?: boolean;
}

/** Builds the API, listens on the configured host and port, and closes gracefully on SIGINT/SIGTERM. */
export async function startServer(options: StartServerOptions = {}): Promise<FastifyInstance> {
  const config = options.config ?? loadConfig();
  const app = await buildApp({ config, jobs: true });
  try {
    if (options.configure) await options.configure(app);
    await app.listen({ host: config.host, port: config.port });
  } catch (error) {
    await app.close();
    throw error;
  }

  if (options.handleSignals !== false) {
    let closing = false;
    const shutdown = (signal: NodeJS.Signals) => {
      if (closing) return;
      closing = true;
      app.log.info({ signal }, 'closing: finishing in-flight requests');
      // A stuck request must not keep the process alive for ever.
      const force = setTimeout(() => process.exit(1), 10_000);
      force.unref();
      app.close().then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, 'error while closing');
          process.exit(1);
        },
      );
    };
    process.once('SIGINT', shutdown);
    process.once('SIGTERM', shutdown);
  }
  return app;
}

if (require.main === module) {
  // Behind the nginx edge (deploy/nginx.conf) the API also sends the shell's pages, with their boot data
  // inlined, when the image carries the built shell (SHELL_DIR); the edge still serves every asset itself.
  const shellDir = process.env.SHELL_DIR;
  startServer(shellDir ? { configure: async (app) => registerStaticFrontends(app, shellDir) } : {}).catch((error: unknown) => {
    // Expected start-up refusals read best as one plain message; anything else keeps its stack.
    console.error(error instanceof ConfigError || error instanceof DirectoryInUseError ? error.message : error);
    process.exit(1);
  });
}
