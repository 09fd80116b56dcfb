// A test may wait on several lazy loads, each allowed 5 s (jest-setup-dom.cjs); Jest's own 5 s
// per test would cut the second one short on a loaded CI machine.
jest.setTimeout(20_000);
