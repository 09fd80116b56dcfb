import { CODE_REQUIRED_MESSAGE, codeOf, emptyCells, isCompleteCode, pasteCode, resendWaitSeconds, typeIntoCell, validateCode } from './digit-code';

describe('the 6-digit code input rules (groups spec §5)', () => {
  it('takes only digits into a cell, and moves on to the next cell', () => {
    expect(typeIntoCell(emptyCells(), 0, '4')).toEqual({ cells: ['4', '', '', '', '', ''], focus: 1 });
    expect(typeIntoCell(['4', '', '', '', '', ''], 1, 'x')).toEqual({ cells: ['4', '', '', '', '', ''], focus: 1 });
    expect(typeIntoCell(['4', '2', '', '', '', ''], 1, '')).toEqual({ cells: ['4', '', '', '', '', ''], focus: 1 });
  });

  it('spreads several digits typed at once over the following cells, never past the last', () => {
    expect(typeIntoCell(emptyCells(), 3, '98765')).toEqual({ cells: ['', '', '', '9', '8', '7'], focus: 5 });
  });

  it('trims a paste, drops non-digits and keeps at most 6 digits', () => {
    expect(pasteCode('  12-34 56 ')).toEqual({ cells: ['1', '2', '3', '4', '5', '6'], focus: 5 });
    expect(pasteCode('code: 98a7')).toEqual({ cells: ['9', '8', '7', '', '', ''], focus: 3 });
    expect(codeOf(pasteCode('123456789').cells)).toBe('123456');
  });

  it('is complete with six digits, and says "A 6 digit code is required." otherwise', () => {
    expect(isCompleteCode(pasteCode('123456').cells)).toBe(true);
    expect(validateCode(pasteCode('123456').cells)).toBeNull();
    expect(isCompleteCode(pasteCode('12345').cells)).toBe(false);
    expect(validateCode(emptyCells())).toBe(CODE_REQUIRED_MESSAGE);
    expect(CODE_REQUIRED_MESSAGE).toBe('A 6 digit code is required.');
  });

  it('keeps the resend link disabled for 60 seconds after a resend', () => {
    expect(resendWaitSeconds(null, 5_000)).toBe(0);
    expect(resendWaitSeconds(1_000, 1_000)).toBe(60);
    expect(resendWaitSeconds(1_000, 60_500)).toBe(1);
    expect(resendWaitSeconds(1_000, 61_000)).toBe(0);
  });
});
