// Jest's global setup for the API suites, run once before any worker starts: tags the run (the
// workers inherit the variables) and makes both templates, so no suite waits on making one and no
// two workers make the same one.
import { preparePgliteTemplate } from './pglite-template';
import { ensureTemplate } from './postgres-template';

export default async function globalSetup(): Promise<void> {
  // `npm test` tags the run itself (scripts/lib/test-databases.cjs has the format); a bare `npx jest` is tagged here.
  process.env.DRAWFRONT_TEST_RUN ??= `p${process.pid}t${Date.now().toString(36)}`;
  process.env.DRAWFRONT_TEST_RUN_STARTED ??= String(Date.now());
  const adminUrl = process.env.TEST_DATABASE_URL;
  await Promise.all([preparePgliteTemplate(), adminUrl ? ensureTemplate(adminUrl) : null]);
}
