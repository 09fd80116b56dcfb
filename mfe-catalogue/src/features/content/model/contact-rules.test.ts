import { validateContact } from './contact-rules';

const ok = { name: 'Ada', email: 'ada@example.com', subject: '', message: 'Hello' };

describe('validateContact', () => {
  it('accepts a complete message', () => {
    expect(validateContact(ok)).toEqual({});
  });

  it('names each missing or malformed field', () => {
    expect(validateContact({ name: ' ', email: 'ada@', subject: 'x'.repeat(151), message: '  ' })).toEqual({
      name: 'Please enter your name.',
      email: 'Please enter a valid email address.',
      subject: 'Please keep the subject under 150 characters.',
      message: 'Please write your message.',
    });
  });
});
