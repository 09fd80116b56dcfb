import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { emptyCells } from '../rules/digit-code';
import { DigitCodeInput } from './digit-code-input';

function Harness({ onComplete }: { onComplete: (code: string) => void }) {
  const [cells, setCells] = useState(emptyCells());
  return <DigitCodeInput label="Enter the 6 digit code" cells={cells} onChange={setCells} onComplete={onComplete} error={null} />;
}

const cell = (position: number) => screen.getByLabelText(`Digit ${position} of 6`) as HTMLInputElement;

describe('DigitCodeInput', () => {
  it('takes digits only, moves along, and sends the code when the sixth digit arrives', () => {
    const onComplete = jest.fn();
    render(<Harness onComplete={onComplete} />);
    expect(screen.getByRole('group', { name: 'Enter the 6 digit code' })).toBeTruthy();
    fireEvent.change(cell(1), { target: { value: 'a' } });
    expect(cell(1).value).toBe('');
    ['1', '2', '3', '4', '5'].forEach((digit, index) => fireEvent.change(cell(index + 1), { target: { value: digit } }));
    expect(document.activeElement).toBe(cell(6));
    expect(onComplete).not.toHaveBeenCalled();
    fireEvent.change(cell(6), { target: { value: '6' } });
    expect(onComplete).toHaveBeenCalledWith('123456');
  });

  it('fills every cell from a paste, trimmed and stripped of non-digits', () => {
    const onComplete = jest.fn();
    render(<Harness onComplete={onComplete} />);
    fireEvent.paste(cell(3), { clipboardData: { getData: () => ' 98-76 54 ' } });
    expect([1, 2, 3, 4, 5, 6].map((position) => cell(position).value).join('')).toBe('987654');
    expect(onComplete).toHaveBeenCalledWith('987654');
  });

  it('goes back a cell on Backspace in an empty one', () => {
    render(<Harness onComplete={jest.fn()} />);
    fireEvent.change(cell(1), { target: { value: '7' } });
    fireEvent.keyDown(cell(2), { key: 'Backspace' });
    expect(cell(1).value).toBe('');
    expect(document.activeElement).toBe(cell(1));
  });

  it('links its error to every cell', () => {
    render(<DigitCodeInput label="Code" cells={emptyCells()} onChange={jest.fn()} error="A 6 digit code is required." />);
    const describedBy = cell(1).getAttribute('aria-describedby')!;
    expect(document.getElementById(describedBy)?.textContent).toBe('A 6 digit code is required.');
    expect(cell(4).getAttribute('aria-invalid')).toBe('true');
  });
});
