/**
 * When the support chat is staffed (storefront §1: "online chat when available"). The hours come from
 * the site's content (`site_config.chat`), in the site's time zone, and both the support widget and
 * the API's chat endpoint ask these rules, so they never disagree about whether chat is open.
 */
export interface ChatHours {
  /** Days chat is staffed: 0 Sunday … 6 Saturday. */
  days: readonly number[];
  /** Opening and closing time, "HH:MM" 24-hour, local to `timeZone`; closes "24:00" means midnight. */
  opens: string;
  closes: string;
  timeZone: string;
}

const minutesOf = (time: string): number => {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  if (!match) throw new Error(`chat hours: "${time}" is not HH:MM`);
  return Number(match[1]) * 60 + Number(match[2]);
};

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** The weekday (0–6) and minute of the day at `now` in `timeZone`. */
export function localWeekMinute(now: Date, timeZone: string): { weekday: number; minute: number } {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return { weekday: WEEKDAYS.indexOf(part('weekday')), minute: Number(part('hour')) * 60 + Number(part('minute')) };
}

/** True when chat is staffed at `now`. */
export function isChatOpen(hours: ChatHours, now: Date): boolean {
  const { weekday, minute } = localWeekMinute(now, hours.timeZone);
  return hours.days.includes(weekday) && minute >= minutesOf(hours.opens) && minute < minutesOf(hours.closes);
}

/** When chat next opens after `now` (while closed): days from today (0 today, 1 tomorrow…), the weekday and the time. */
export function nextChatOpening(hours: ChatHours, now: Date): { inDays: number; weekday: number; opens: string } | null {
  const { weekday, minute } = localWeekMinute(now, hours.timeZone);
  for (let inDays = 0; inDays <= 7; inDays += 1) {
    const day = (weekday + inDays) % 7;
    if (!hours.days.includes(day)) continue;
    if (inDays === 0 && minute >= minutesOf(hours.opens)) continue;
    return { inDays, weekday: day, opens: hours.opens };
  }
  return null;
}

const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** "Chat opens today at 09:00" / "tomorrow" / "on Monday"; null while open or when chat never opens. */
export function chatOpensText(hours: ChatHours, now: Date): string | null {
  if (isChatOpen(hours, now)) return null;
  const next = nextChatOpening(hours, now);
  if (!next) return null;
  const when = next.inDays === 0 ? 'today' : next.inDays === 1 ? 'tomorrow' : `on ${DAY_NAMES[next.weekday]}`;
  return `Chat opens ${when} at ${next.opens}.`;
}
