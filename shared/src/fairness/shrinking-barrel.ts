import type { Hashing } from './hashing';
import { uniformBelow } from './uniform-below';
import type { NextWord } from './word-stream';

/**
 * The balls min..max still in a barrel, kept as the array a partial Fisher–Yates shuffle works on:
 * position i holds min + i until a draw moves another ball there. Only moved positions are stored,
 * so a raffle of millions of tickets costs no more memory than a barrel of 45 balls.
 */
export class ShrinkingBarrel {
  private remaining: number;
  private readonly moved = new Map<number, number>();

  constructor(private readonly min: number, max: number) {
    this.remaining = max - min + 1;
  }

  /** Draws one ball: position j = uniformBelow(size); the last ball takes its place and the barrel shrinks by one. */
  *draw(nextWord: NextWord): Hashing<number> {
    if (this.remaining === 0) throw new Error('Cannot draw from an empty barrel');
    const j = yield* uniformBelow(this.remaining, nextWord);
    const last = this.remaining - 1;
    const ball = this.at(j);
    this.moved.set(j, this.at(last));
    this.moved.delete(last);
    this.remaining = last;
    return ball;
  }

  private at(position: number): number {
    return this.moved.get(position) ?? this.min + position;
  }
}
