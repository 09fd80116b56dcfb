/** Why a draft cannot be bought; `drawClosed` when its draw's sales have stopped. */
export class LineProblem extends Error {
  constructor(
    message: string,
    readonly kind: 'invalid' | 'draw_closed' = 'invalid',
  ) {
    super(message);
    this.name = 'LineProblem';
  }
}
