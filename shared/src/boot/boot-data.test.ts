import { serializeForInlineScript } from './boot-data';

describe('serializeForInlineScript', () => {
  it('never lets a value close the script element, open a comment or break a line, and reads back unchanged', () => {
    const value = { name: '</script><script>alert(1)</script>', note: '<!-- & -->', separators: 'a\u2028b\u2029c' };
    const text = serializeForInlineScript(value);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual(value);
  });
});
