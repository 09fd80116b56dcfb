import axe from 'axe-core';

/**
 * axe-core's violations under `root`, each as "rule: the elements it found", so a failure says where to look.
 * jsdom lays nothing out and computes no colours, so axe reports colour contrast as "incomplete", never as
 * passed: contrast is checked beside each colour in the stylesheets. jsdom has no canvas either, and axe's
 * icon-ligature probe asks for one: it answers null while axe runs, as a browser without a canvas does.
 */
export async function axeViolations(root: Element): Promise<string[]> {
  const canvas = jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  try {
    const result = await axe.run(root, { resultTypes: ['violations'] });
    return result.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  } finally {
    canvas.mockRestore();
  }
}
