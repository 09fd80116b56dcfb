/** Ports of the platform the e2e suite starts (not 3000/3001, so a running `npm start` does not clash). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4310);
export const E2E_REMOTES_PORT = Number(process.env.E2E_REMOTES_PORT ?? 4311);
export const E2E_BASE_URL = `http://localhost:${E2E_PORT}`;
export const E2E_API_URL = `http://127.0.0.1:${E2E_PORT}`;
export const E2E_REMOTES_BASE_URL = `http://127.0.0.1:${E2E_REMOTES_PORT}`;
