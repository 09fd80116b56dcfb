import { Compile } from 'typebox/compile';
import { patternMessage, PatternString } from './typebox';

describe('PatternString', () => {
  it('keeps each message for the same pattern apart, matching exactly what the pattern matches', () => {
    const uuid = '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$';
    const group = PatternString(uuid, 'must be a group id (a UUID)');
    const limit = PatternString(uuid, 'must be a spend limit id (a UUID)');
    const again = PatternString(uuid, 'must be a group id (a UUID)');
    const patternOf = (schema: object) => (schema as { pattern: string }).pattern;
    expect(patternMessage(patternOf(group))).toBe('must be a group id (a UUID)');
    expect(patternMessage(patternOf(limit))).toBe('must be a spend limit id (a UUID)');
    expect(patternOf(again)).toBe(patternOf(group));
    for (const schema of [group, limit]) {
      const check = Compile(schema);
      expect(check.Check('0b4f8a00-1111-4222-8333-444455556666')).toBe(true);
      expect(check.Check('daily')).toBe(false);
    }
  });
});
