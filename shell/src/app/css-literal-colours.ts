/*
 * Finds literal colours in a stylesheet. Every site brings its own theme: the API's theme
 * overrides the --df-* tokens of shell/src/app/theme.css at runtime, so a colour written straight into a
 * component's CSS would keep the default brand on every site. no-literal-colours.test.ts runs this over
 * every component stylesheet.
 *
 * Allowed, so not reported:
 * - the fallback of var(--token, <fallback>): it only paints when a remote mounts under an older shell;
 * - black and white inside @media print: paper is not themed.
 * transparent, currentColor, inherit and the system colours of forced-colors mode are not brand colours.
 */

/** One literal colour: the 1-based line it is on and the text as written. */
export interface LiteralColour {
  line: number;
  literal: string;
}

/** Print stylesheets may use pure black and white, nothing else. */
const PRINT_COLOURS = new Set(['#000', '#000000', '#fff', '#ffffff', 'black', 'white']);

/** CSS named colours (CSS Color 4), without transparent and currentColor, which are not literal colours. */
const NAMED_COLOURS = [
  'aliceblue', 'antiquewhite', 'aqua', 'aquamarine', 'azure', 'beige', 'bisque', 'black', 'blanchedalmond', 'blue',
  'blueviolet', 'brown', 'burlywood', 'cadetblue', 'chartreuse', 'chocolate', 'coral', 'cornflowerblue', 'cornsilk',
  'crimson', 'cyan', 'darkblue', 'darkcyan', 'darkgoldenrod', 'darkgray', 'darkgreen', 'darkgrey', 'darkkhaki',
  'darkmagenta', 'darkolivegreen', 'darkorange', 'darkorchid', 'darkred', 'darksalmon', 'darkseagreen',
  'darkslateblue', 'darkslategray', 'darkslategrey', 'darkturquoise', 'darkviolet', 'deeppink', 'deepskyblue',
  'dimgray', 'dimgrey', 'dodgerblue', 'firebrick', 'floralwhite', 'forestgreen', 'fuchsia', 'gainsboro', 'ghostwhite',
  'gold', 'goldenrod', 'gray', 'green', 'greenyellow', 'grey', 'honeydew', 'hotpink', 'indianred', 'indigo', 'ivory',
  'khaki', 'lavender', 'lavenderblush', 'lawngreen', 'lemonchiffon', 'lightblue', 'lightcoral', 'lightcyan',
  'lightgoldenrodyellow', 'lightgray', 'lightgreen', 'lightgrey', 'lightpink', 'lightsalmon', 'lightseagreen',
  'lightskyblue', 'lightslategray', 'lightslategrey', 'lightsteelblue', 'lightyellow', 'lime', 'limegreen', 'linen',
  'magenta', 'maroon', 'mediumaquamarine', 'mediumblue', 'mediumorchid', 'mediumpurple', 'mediumseagreen',
  'mediumslateblue', 'mediumspringgreen', 'mediumturquoise', 'mediumvioletred', 'midnightblue', 'mintcream',
  'mistyrose', 'moccasin', 'navajowhite', 'navy', 'oldlace', 'olive', 'olivedrab', 'orange', 'orangered', 'orchid',
  'palegoldenrod', 'palegreen', 'paleturquoise', 'palevioletred', 'papayawhip', 'peachpuff', 'peru', 'pink', 'plum',
  'powderblue', 'purple', 'rebeccapurple', 'red', 'rosybrown', 'royalblue', 'saddlebrown', 'salmon', 'sandybrown',
  'seagreen', 'seashell', 'sienna', 'silver', 'skyblue', 'slateblue', 'slategray', 'slategrey', 'snow', 'springgreen',
  'steelblue', 'tan', 'teal', 'thistle', 'tomato', 'turquoise', 'violet', 'wheat', 'white', 'whitesmoke', 'yellow',
  'yellowgreen',
];

/**
 * A colour literal inside a declaration value: a hex colour (3, 4, 6 or 8 digits), a colour function, or a
 * named colour. `-` counts as part of a word so `white-space` or `--df-colour-red` never match.
 */
const LITERAL = new RegExp(
  [
    '#(?:[0-9a-f]{8}|[0-9a-f]{6}|[0-9a-f]{3,4})(?![-\\w])',
    '(?<![-\\w])(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\\(',
    `(?<![-\\w])(?:${NAMED_COLOURS.join('|')})(?![-\\w])`,
  ].join('|'),
  'gi',
);

/** A declaration's value: after `property:` and up to `;` or `}` (a selector such as `a:hover {` ends at `{`). */
const DECLARATION = /[-\w]+\s*:([^;{}]*)(?=[;}]|$)/g;

/** Replaces every character but newlines with spaces, so offsets and line numbers stay where they were. */
const blank = (text: string): string => text.replace(/[^\n]/g, ' ');

/** Comments, strings and url() hold no colours the page paints (a font name may be "Snow", a url may be #id). */
function blankCommentsStringsAndUrls(css: string): string {
  return css.replace(/\/\*[\s\S]*?\*\/|"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'|url\([^)]*\)/gi, blank);
}

/** Index of the bracket that closes the one opened at `open` (the same kind), or the end of the text. */
function closingIndex(text: string, open: number, opener: string, closer: string): number {
  let depth = 0;
  for (let i = open; i < text.length; i += 1) {
    if (text[i] === opener) depth += 1;
    else if (text[i] === closer && --depth === 0) return i;
  }
  return text.length;
}

/** Blanks the fallback of each var(--token, fallback), nested var()s in it included. */
function blankVarFallbacks(css: string): string {
  let out = css;
  for (const match of css.matchAll(/(?<![-\w])var\(/gi)) {
    const open = match.index + match[0].length - 1;
    // A var() inside a fallback blanked already needs nothing more.
    if (out[open] !== '(') continue;
    const close = closingIndex(out, open, '(', ')');
    const body = out.slice(open + 1, close);
    // The fallback starts at the first comma outside any parentheses.
    let depth = 0;
    const comma = [...body].findIndex((char) => {
      if (char === '(') depth += 1;
      else if (char === ')') depth -= 1;
      return char === ',' && depth === 0;
    });
    if (comma === -1) continue;
    const start = open + 1 + comma + 1;
    out = out.slice(0, start) + blank(out.slice(start, close)) + out.slice(close);
  }
  return out;
}

/** [start, end) offsets of each `@media print { … }` block. */
function printBlocks(css: string): Array<[number, number]> {
  return [...css.matchAll(/@media\s+print\b[^{;]*\{/gi)].map((match) => {
    const open = match.index + match[0].length - 1;
    return [open, closingIndex(css, open, '{', '}')];
  });
}

/** Literal colours in `css`, in order, that the theme's tokens should supply instead. */
export function findLiteralColours(css: string): LiteralColour[] {
  const cleaned = blankVarFallbacks(blankCommentsStringsAndUrls(css));
  const print = printBlocks(cleaned);
  const lineAt = (offset: number): number => css.slice(0, offset).split('\n').length;
  const found: LiteralColour[] = [];
  for (const declaration of cleaned.matchAll(DECLARATION)) {
    const valueStart = declaration.index + declaration[0].length - (declaration[1] ?? '').length;
    for (const literal of (declaration[1] ?? '').matchAll(LITERAL)) {
      const offset = valueStart + literal.index;
      const inPrint = print.some(([start, end]) => offset > start && offset < end);
      if (inPrint && PRINT_COLOURS.has(literal[0].toLowerCase())) continue;
      // A colour function is reported with its arguments, as the reader will search for it.
      const text = literal[0].endsWith('(') ? css.slice(offset, closingIndex(css, offset + literal[0].length - 1, '(', ')') + 1) : literal[0];
      found.push({ line: lineAt(offset), literal: text });
    }
  }
  return found;
}
