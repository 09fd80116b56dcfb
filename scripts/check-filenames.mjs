// Enforces kebab-case file and folder names in source trees (STYLE.md: "kebab-case file and folder names").
import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const roots = ['shared/src', 'shell/src', 'mfe-catalogue/src', 'mfe-cart-checkout/src', 'mfe-account/src', 'mfe-lotto-party/src', 'mfe-membership/src', 'api/src', 'api/test', 'e2e'];
const kebab = /^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9]+(-[a-z0-9]+)*)*$/;
const bad = [];
function walk(dir) {
  let entries;
  try { entries = readdirSync(dir); } catch { return; }
  for (const name of entries) {
    if (name === 'node_modules' || name.startsWith('.') || name === 'test-results') continue;
    const path = join(dir, name);
    if (!kebab.test(name) && !/^README\.md$/.test(name)) bad.push(relative(process.cwd(), path));
    if (statSync(path).isDirectory()) walk(path);
  }
}
roots.forEach(walk);
if (bad.length) {
  console.error(`File names must be kebab-case:\n  ${bad.join('\n  ')}`);
  process.exit(1);
}
