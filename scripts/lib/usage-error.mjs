/** A command typed wrong: the CLI prints it with the usage, not as an API failure. */
export class UsageError extends Error {}
