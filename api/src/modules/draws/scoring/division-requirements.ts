import { divisionsOf } from '@drawfront/shared/scoring/prize-table';
import type { DivisionRule, PrizeTable } from '../../../db/schema/json-types';

/** What each division needs, in words, for a results page's dividends table ("5 numbers + 1 supplementary"). */
export function divisionRequirements(table: PrizeTable): { division: number; requirement: string }[] {
  return divisionsOf(table).map(({ division, rules }) => ({ division, requirement: describeRules(rules) }));
}

/** Rules that differ only in how many main numbers they need read as one: "1 or 2 numbers + 2 supplementaries". */
function describeRules(rules: DivisionRule[]): string {
  const [first] = rules;
  if (!first) return '';
  const sameExtras = rules.every((rule) => (rule.supplementary ?? 0) === (first.supplementary ?? 0) && Boolean(rule.powerball) === Boolean(first.powerball));
  if (!sameExtras) return rules.map((rule) => describeRule(rule.numbers, rule)).join(' or ');
  const counts = rules.map((rule) => rule.numbers).sort((a, b) => a - b);
  const last = counts.pop() ?? 0;
  return describeRule(last, first, counts.length ? `${counts.join(', ')} or ` : '');
}

function describeRule(numbers: number, extras: Pick<DivisionRule, 'supplementary' | 'powerball'>, prefix = ''): string {
  const parts = [`${prefix}${numbers} ${numbers === 1 && !prefix ? 'number' : 'numbers'}`];
  const supps = extras.supplementary ?? 0;
  if (supps > 0) parts.push(`${supps} ${supps === 1 ? 'supplementary' : 'supplementaries'}`);
  if (extras.powerball) parts.push('Powerball');
  return parts.join(' + ');
}
