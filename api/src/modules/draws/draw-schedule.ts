/** One weekly draw time, local to the site's draw time zone. */
export interface WeeklyDraw {
  /** 0 = Sunday … 6 = Saturday. */
  weekday: number;
  hour: number;
  minute: number;
}

/** A lottery's (or syndicate's) weekly schedule, kept on its offer so the engine keeps future draws created. */
export interface DrawSchedule {
  schedule: WeeklyDraw[];
  /** Sales stop this long before the draw. */
  stopMinutesBefore: number;
  /** Draws kept ahead per schedule entry. */
  upcoming: number;
  /** Draw number of the first draw in the week of 1 January 2024; later numbers follow the calendar. */
  firstDrawNo: number;
  /** The announced (guaranteed) jackpot of a new draw, null when announced only later. */
  prizePoolCents: number | null;
  prizePoolSuffix: string | null;
}
