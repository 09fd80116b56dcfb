import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { findLiteralColours } from './css-literal-colours';

/*
 * Every site has its own brand: the API's theme overrides the tokens in theme.css at runtime, so a
 * colour written into a component's stylesheet would stay the default brand's on every site. Use a token:
 * var(--df-colour-primary, #0b5cad), the old colour as its fallback; add a token to theme.css if none fits.
 */
const repoRoot = join(__dirname, '../../..');
const themePath = join(__dirname, 'theme.css');

/** The stylesheets of the shell, every remote and the shared UI kit. */
const stylesheetRoots = ['shell/src', 'shared/src', ...readdirSync(repoRoot).filter((name) => name.startsWith('mfe-')).map((name) => `${name}/src`)];

const cssFilesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return cssFilesUnder(path);
    return entry.name.endsWith('.css') ? [path] : [];
  });

const stylesheets = stylesheetRoots.flatMap((root) => cssFilesUnder(join(repoRoot, root)));
const componentStylesheets = stylesheets.filter((path) => path !== themePath);

describe('component stylesheets', () => {
  it('are found in the shell, every remote and the shared kit', () => {
    const packages = new Set(componentStylesheets.map((path) => relative(repoRoot, path).split('/')[0]));
    expect([...packages].sort()).toEqual(expect.arrayContaining(['mfe-account', 'mfe-catalogue', 'shared', 'shell']));
    expect(packages.size).toBe(stylesheetRoots.length);
  });

  it('paint no literal colour: each comes from a theme token', () => {
    const violations = componentStylesheets.flatMap((path) =>
      findLiteralColours(readFileSync(path, 'utf8')).map(({ line, literal }) => `${relative(repoRoot, path)}:${line}: ${literal}`),
    );
    expect(violations).toEqual([]);
  });

  it('read only --df- tokens that theme.css defines (a misspelt token silently shows its fallback)', () => {
    const defined = new Set([...readFileSync(themePath, 'utf8').matchAll(/^\s*(--df-[-\w]+)\s*:/gm)].map((match) => match[1]));
    const undefinedTokens = stylesheets.flatMap((path) =>
      readFileSync(path, 'utf8')
        .split('\n')
        .flatMap((text, index) =>
          [...text.matchAll(/var\(\s*(--df-[-\w]+)/g)]
            .filter((match) => !defined.has(match[1]))
            .map((match) => `${relative(repoRoot, path)}:${index + 1}: ${match[1]}`),
        ),
    );
    expect(undefinedTokens).toEqual([]);
  });
});
