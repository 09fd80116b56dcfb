// Only a guard against a hung test: a suite's sign-ups hash passwords with argon2 and buy through the ledger,
// which on two busy cores can outlast Jest's default 5 s without anything being wrong. Set here because Jest
// reads `testTimeout` only from the root config, never from a project's (the API project's own setting was
// silently ignored, and its tests ran with 5 s).
jest.setTimeout(30_000);
