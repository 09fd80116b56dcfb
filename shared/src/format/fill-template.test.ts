import { fillTemplate } from './fill-template';

describe('fillTemplate', () => {
  it('fills named placeholders', () => {
    expect(fillTemplate('Your {fieldName} does not match', { fieldName: 'password' })).toBe('Your password does not match');
  });

  it('fills numbers and repeated placeholders', () => {
    expect(fillTemplate('{n} of {n}', { n: 3 })).toBe('3 of 3');
  });

  it('leaves a placeholder without a value as written', () => {
    expect(fillTemplate('Hello {name}', {})).toBe('Hello {name}');
  });

  it('does not read inherited properties as values', () => {
    expect(fillTemplate('{toString}', {})).toBe('{toString}');
  });
});
