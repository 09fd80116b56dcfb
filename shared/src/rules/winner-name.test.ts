import { maskWinnerName } from './winner-name';

describe('maskWinnerName', () => {
  it('publishes the first name and the last initial only', () => {
    expect(maskWinnerName('Jane', 'Smith')).toBe('Jane S.');
    expect(maskWinnerName('  Ana ', ' de la Cruz')).toBe('Ana D.');
    expect(maskWinnerName('Zoë', 'Ōtake')).toBe('Zoë Ō.');
  });

  it('keeps a surrogate-pair initial whole', () => {
    expect(maskWinnerName('Li', '𠮷田')).toBe('Li 𠮷.');
  });

  it('never shows an empty name', () => {
    expect(maskWinnerName('Jane', '')).toBe('Jane');
    expect(maskWinnerName('', 'Smith')).toBe('A winner (S.)');
    expect(maskWinnerName(null, undefined)).toBe('A winner');
  });
});
