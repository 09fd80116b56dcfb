/** Where every "now" in the API comes from, so tests (and the seed's history) can move time. */
export interface Clock {
  now(): Date;
}

/** The machine's clock. */
export function systemClock(): Clock {
  return { now: () => new Date() };
}

/** A clock that stands still until it is set or advanced (tests, the seed replaying past weeks). */
export function manualClock(start: Date): Clock & { set(at: Date): void; advance(ms: number): void } {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    set: (at) => {
      current = at.getTime();
    },
    advance: (ms) => {
      current += ms;
    },
  };
}
