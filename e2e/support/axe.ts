import { expect, type Page } from '@playwright/test';

/** axe-core's browser build, injected into the page under test. */
const AXE_SOURCE = require.resolve('axe-core/axe.min.js');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/**
 * Runs axe-core in the page (every rule: WCAG 2.x A and AA and axe's best practices, on real layout and
 * colours), over the whole page or the part `context` selects (`label` names it in a failure), and fails with each violation's rule and the
 * elements it found, so a failure says what to fix.
 */
export async function expectNoAxeViolations(page: Page, label = 'the page', context?: string): Promise<void> {
  // On the page a person reads: requests done and no region still loading (a remote mid-render has no h1 yet).
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
  await page.locator('[aria-busy="true"]').first().waitFor({ state: 'detached', timeout: 10_000 }).catch(() => undefined);
  await page.addScriptTag({ path: AXE_SOURCE });
  const violations = await page.evaluate(async (selector) => {
    const axe = (window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(selector ?? document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => ({ target: n.target })) }));
  }, context ?? null);
  expect(violations.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`), `axe violations on ${label}`).toEqual([]);
}
