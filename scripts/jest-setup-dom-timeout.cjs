// A test may wait on several lazy loads, each allowed 5 s (jest-setup-dom.cjs); Jest's own 5 s
// per test would cut the second one short on a loaded CI machine.
jest.setTimeout(20_000);

// Session storage is one tab's memory (builder drafts, scroll offsets): each test is a fresh tab, so a draft
// one test builds never turns up in the next one.
if (typeof window !== 'undefined') {
  afterEach(() => window.sessionStorage.clear());
}
