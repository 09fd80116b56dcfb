import type { I18n } from '../contract/i18n';
import { formatSiteTime } from '../format/site-time';
import { entryLabel } from '../rules/entry-label';
import type { LineFacts, LinePresentation } from './line-facts';

/** What the presenter needs of the site: its words and money (`I18n`; the API makes one with `createI18n`). */
export type LineWords = Pick<I18n, 't' | 'money' | 'locale' | 'timeZone'>;

const isOne = (count: number, words: LineWords) => new Intl.PluralRules(words.locale).select(count) === 'one';

/** `count` and its noun, singular or plural by the locale's rule: "1 game", "28 games". */
function counted(count: number, key: string, one: string, other: string, words: LineWords): string {
  return isOne(count, words) ? words.t(`${key}.one`, one, { count }) : words.t(`${key}.other`, other, { count: count.toLocaleString(words.locale) });
}

/** Ticket numbers as a customer reads them: a run as "1041–1043", otherwise listed. */
function ticketNumbers(entryNos: readonly number[]): string {
  const sorted = [...entryNos].sort((a, b) => a - b);
  const run = sorted.every((no, index) => index === 0 || no === sorted[index - 1]! + 1);
  return run && sorted.length > 2 ? `${sorted[0]}–${sorted.at(-1)}` : sorted.join(', ');
}

const weekday = (moment: string, words: LineWords) => formatSiteTime(moment, words, { weekday: 'long' });
const dayAndMonth = (moment: string, words: LineWords) => formatSiteTime(moment, words, { day: 'numeric', month: 'long' });

function lottery(facts: Extract<LineFacts, { kind: 'lottery' }>, words: LineWords): LinePresentation {
  const covered = facts.gamesCovered ?? facts.games.length;
  const games = counted(covered, 'lines.games', '{count} game', '{count} games', words);
  const way = entryLabel(facts.gameType, facts.games, words);
  const unit = isOne(covered, words) ? words.t('lines.unit.game', 'game') : words.t('lines.unit.games', 'games');
  return { label: way ? words.t('lines.lottery.way', '{way} ({games})', { way, games }) : games, quantity: covered, unit };
}

/** The label, quantity and unit of any line: one wording for the cart, checkout, receipt, tickets, statements and mail. */
export function presentLine(facts: LineFacts, words: LineWords): LinePresentation {
  switch (facts.kind) {
    case 'lottery':
      return lottery(facts, words);
    case 'combo': {
      // "Super Combo: Saturday draw 4554, Thursday 1602, Friday 852": each lottery named by its draw's day.
      const parts = facts.parts.map((part, index) =>
        index === 0 ? words.t('lines.combo.first-part', '{day} draw {drawNo}', { day: weekday(part.drawDate, words), drawNo: part.drawNo }) : words.t('lines.combo.part', '{day} {drawNo}', { day: weekday(part.drawDate, words), drawNo: part.drawNo }),
      );
      return { label: words.t('lines.combo', '{name}: {parts}', { name: facts.name, parts: parts.join(', ') }), quantity: facts.parts.length, unit: isOne(facts.parts.length, words) ? words.t('lines.unit.draw', 'draw') : words.t('lines.unit.draws', 'draws') };
    }
    case 'raffle': {
      const tickets = counted(facts.tickets, 'lines.raffle', '{count} raffle ticket', '{count} raffle tickets', words);
      const numbers = facts.entryNos && facts.entryNos.length > 0 ? ticketNumbers(facts.entryNos) : null;
      const label = numbers === null ? tickets : facts.entryNos!.length === 1 ? words.t('lines.raffle.number', '{tickets} (no. {numbers})', { tickets, numbers }) : words.t('lines.raffle.numbers', '{tickets} (nos. {numbers})', { tickets, numbers });
      return { label, quantity: facts.tickets, unit: isOne(facts.tickets, words) ? words.t('lines.unit.raffle-ticket', 'raffle ticket') : words.t('lines.unit.raffle-tickets', 'raffle tickets') };
    }
    case 'syndicate': {
      const shares = counted(facts.shares, 'lines.shares', '{count} share', '{count} shares', words);
      const label =
        facts.size === undefined
          ? words.t('lines.syndicate', '{shares} in {name}, draw {drawNo}', { shares, name: facts.syndicateName, drawNo: facts.drawNo })
          : words.t('lines.syndicate.sized', '{shares} of {size} in {name}, draw {drawNo}', { shares, size: facts.size, name: facts.syndicateName, drawNo: facts.drawNo });
      return { label, quantity: facts.shares, unit: isOne(facts.shares, words) ? words.t('lines.unit.share', 'share') : words.t('lines.unit.shares', 'shares') };
    }
    case 'group_share': {
      const shares = counted(facts.shares, 'lines.shares', '{count} share', '{count} shares', words);
      return { label: words.t('lines.group-share', '{shares} in {name}', { shares, name: facts.groupName }), quantity: facts.shares, unit: isOne(facts.shares, words) ? words.t('lines.unit.share', 'share') : words.t('lines.unit.shares', 'shares') };
    }
    case 'membership': {
      const parts = [facts.name];
      if (facts.periodDays !== undefined) parts.push(counted(facts.periodDays, 'lines.days', '{count} day', '{count} days', words));
      if (facts.renewal) parts.push(words.t('lines.membership.renews', 'renews on {date} at {price}', { date: dayAndMonth(facts.renewal.at, words), price: words.money(facts.renewal.amount) }));
      return { label: parts.join(', '), quantity: 1, unit: words.t('lines.unit.membership', 'membership') };
    }
  }
}
