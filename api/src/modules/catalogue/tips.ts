import type { Tip } from '@drawfront/shared/contract/tips';
import type { SiteRecord } from '../sites/site-record';
import { divisionOneOdds } from './division-one-odds';
import type { OfferRow } from './repository';
import { HOW_TO_PLAY_BY_OFFER, HOW_TO_PLAY_BY_TYPE } from './tips-content';
import type { DrawSchedule } from '../../db/schema/json-types';

/** "Australia/Sydney" → "Sydney time": the zone a draw time is told in. */
const zoneName = (timeZone: string) => `${(timeZone.split('/').at(-1) ?? timeZone).replaceAll('_', ' ')} time`;

/** A weekly draw's weekday and time in the site's words; the schedule's fields are already local to the site's zone. */
function weeklyText(schedule: DrawSchedule, locale: string): string {
  const times = schedule.schedule.map(({ weekday, hour, minute }) => {
    // 2024-01-07 was a Sunday: day 7 + weekday is that weekday, formatted in UTC so nothing shifts it.
    const at = new Date(Date.UTC(2024, 0, 7 + weekday, hour, minute));
    const day = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(at);
    const time = new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(at);
    return `${day} at ${time}`;
  });
  return new Intl.ListFormat(locale, { type: 'conjunction' }).format(times);
}

/**
 * The tips of one offer for `GET /tips` (storefront §3, §7): how to play (editors' words), the odds of
 * division 1 (from its prize table) and when it is drawn (from its schedule). Raffles and offers without
 * a table or schedule get only what is known of them.
 */
export function offerTips(site: SiteRecord, offer: OfferRow): Tip[] {
  const tips: Tip[] = [];
  const howTo = HOW_TO_PLAY_BY_OFFER[site.key]?.[offer.key] ?? HOW_TO_PLAY_BY_TYPE[offer.type];
  tips.push({ offerKey: offer.key, key: 'how_to_play', title: `How to play ${offer.name}`, text: howTo });
  const odds = offer.prizeTable ? divisionOneOdds(offer.prizeTable) : null;
  if (odds !== null) {
    const oneIn = new Intl.NumberFormat(site.locale).format(odds);
    tips.push({ offerKey: offer.key, key: 'odds', title: 'Odds of winning division 1', text: `The chance of one game winning division 1 is 1 in ${oneIn}.` });
  }
  const schedule = offer.drawSchedule;
  if (schedule && schedule.schedule.length > 0) {
    tips.push({
      offerKey: offer.key,
      key: 'draw_times',
      title: 'When it is drawn',
      text: `${offer.name} is drawn every ${weeklyText(schedule, site.locale)} (${zoneName(site.timeZone)}). Sales close ${schedule.stopMinutesBefore} minutes before each draw.`,
    });
  }
  return tips;
}
