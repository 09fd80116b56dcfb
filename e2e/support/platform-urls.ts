/**
 * The platform this Playwright worker talks to. Each worker gets a platform of its own (global-setup.ts
 * starts one per worker), so journeys that move a site's live pointer or a schedule never meet another
 * worker's pages. Ports: E2E_PORT / E2E_REMOTES_PORT (default 4310/4311, not 3000/3001, so a running
 * `npm start` does not clash) for the first worker, ten higher for each next one.
 */
export const E2E_PORT_BASE = Number(process.env.E2E_PORT ?? 4310);
export const E2E_REMOTES_PORT_BASE = Number(process.env.E2E_REMOTES_PORT ?? 4311);
/** How many workers, each with its platform: E2E_WORKERS, default 2 (the journeys mostly wait on the browser). */
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));

/** The ports of the platform worker `index` (Playwright's TEST_PARALLEL_INDEX) uses. */
export function platformPorts(index: number): { port: number; remotesPort: number } {
  return { port: E2E_PORT_BASE + 10 * index, remotesPort: E2E_REMOTES_PORT_BASE + 10 * index };
}

// Set by Playwright in each worker process; the runner process (config, global setup) is worker 0's view.
const { port, remotesPort } = platformPorts(Number(process.env.TEST_PARALLEL_INDEX ?? 0));
export const E2E_PORT = port;
export const E2E_REMOTES_PORT = remotesPort;
export const E2E_BASE_URL = `http://localhost:${E2E_PORT}`;
export const E2E_API_URL = `http://127.0.0.1:${E2E_PORT}`;
export const E2E_REMOTES_BASE_URL = `http://127.0.0.1:${E2E_REMOTES_PORT}`;
