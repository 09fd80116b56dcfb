/** Why the shell could not start; `status` picks the spec's error page (503 maintenance, 500 otherwise). */
export class BootError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'BootError';
  }
}
