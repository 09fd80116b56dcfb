/** How many of the slowest Jest suites and Playwright tests a run prints. */
const SHOWN = 8;

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** The slowest Jest suites of a `--json` report, one line: "jest slowest: 41.2 s api/test/x.test.ts, …". */
export function slowestJestSuites(report, root = process.cwd()) {
  const suites = (report.testResults ?? [])
    .map((suite) => ({ name: suite.name.replace(`${root}/`, ''), ms: (suite.endTime ?? 0) - (suite.startTime ?? 0) }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, SHOWN);
  if (suites.length === 0) return [];
  return [`jest slowest: ${suites.map(({ name, ms }) => `${seconds(ms)} ${name}`).join(', ')}`];
}

/** Every test of a Playwright JSON report, with its file and the time of its last attempt. */
function journeys(suite, file = suite.file) {
  const own = (suite.specs ?? []).flatMap((spec) =>
    spec.tests.map((test) => ({ name: `${spec.file ?? file}: ${spec.title}`, ms: test.results.at(-1)?.duration ?? 0 })),
  );
  return [...own, ...(suite.suites ?? []).flatMap((child) => journeys(child, child.file ?? file))];
}

/** The slowest Playwright tests and the time per spec file, two lines. */
export function slowestJourneys(report) {
  const all = (report.suites ?? []).flatMap((suite) => journeys(suite));
  if (all.length === 0) return [];
  const perFile = new Map();
  for (const { name, ms } of all) {
    const file = name.split(':')[0];
    perFile.set(file, (perFile.get(file) ?? 0) + ms);
  }
  const files = [...perFile].sort((a, b) => b[1] - a[1]).slice(0, SHOWN);
  const tests = [...all].sort((a, b) => b.ms - a.ms).slice(0, SHOWN);
  return [
    `e2e slowest specs: ${files.map(([file, ms]) => `${seconds(ms)} ${file}`).join(', ')}`,
    `e2e slowest tests: ${tests.map(({ name, ms }) => `${seconds(ms)} ${name.slice(0, 90)}`).join(', ')}`,
  ];
}

/** The tests of a Playwright JSON report that failed and then passed on a retry ("flaky"), as "file: title". */
export function flakyJourneys(report) {
  const walk = (suite, file = suite.file) => [
    ...(suite.specs ?? []).flatMap((spec) => spec.tests.filter((test) => test.status === 'flaky').map(() => `${spec.file ?? file}: ${spec.title}`)),
    ...(suite.suites ?? []).flatMap((child) => walk(child, child.file ?? file)),
  ];
  return (report.suites ?? []).flatMap((suite) => walk(suite));
}
