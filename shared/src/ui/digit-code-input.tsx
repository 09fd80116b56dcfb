import { useId, useRef } from 'react';
import type { ClipboardEvent, KeyboardEvent } from 'react';
import { CODE_LENGTH, codeOf, isCompleteCode, pasteCode, typeIntoCell } from '../rules/digit-code';
import './digit-code-input.css';

export interface DigitCodeInputProps {
  /** The group's label, e.g. "Enter the 6 digit code". */
  label: string;
  /** One string per cell (`emptyCells()` to start). */
  cells: readonly string[];
  onChange: (cells: string[]) => void;
  /** Called when the last digit arrives (groups spec §5: "submitted automatically when all 6 are entered"). */
  onComplete?: (code: string) => void;
  /** Message under the cells (e.g. "A 6 digit code is required."). */
  error?: string | null;
  /** Each cell's accessible name; default "Digit n of 6". */
  cellLabel?: (position: number) => string;
  disabled?: boolean;
  autoFocus?: boolean;
}

/**
 * The 6-digit code input of groups spec §5: one cell per digit, digits only, a paste trimmed to 6 and
 * stripped of non-digits, focus moving along as digits arrive and back on Backspace, and the code sent
 * by itself when complete. Inside a form, Enter submits it. The rules live in `rules/digit-code.ts`.
 */
export function DigitCodeInput({ label, cells, onChange, onComplete, error, cellLabel = (position) => `Digit ${position} of ${CODE_LENGTH}`, disabled, autoFocus }: DigitCodeInputProps) {
  const id = useId();
  const refs = useRef<(HTMLInputElement | null)[]>([]);
  const errorId = error ? `${id}-error` : undefined;

  const apply = (next: { cells: string[]; focus: number }) => {
    onChange(next.cells);
    refs.current[next.focus]?.focus();
    if (isCompleteCode(next.cells) && !isCompleteCode(cells)) onComplete?.(codeOf(next.cells));
  };
  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    apply(pasteCode(event.clipboardData.getData('text')));
  };
  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && cells[index] === '' && index > 0) {
      event.preventDefault();
      const next = [...cells];
      next[index - 1] = '';
      onChange(next);
      refs.current[index - 1]?.focus();
    } else if (event.key === 'ArrowLeft' && index > 0) refs.current[index - 1]?.focus();
    else if (event.key === 'ArrowRight' && index < CODE_LENGTH - 1) refs.current[index + 1]?.focus();
  };

  return (
    <fieldset className={['df-ui-code', error ? 'df-ui-code--invalid' : ''].filter(Boolean).join(' ')} aria-describedby={errorId}>
      <legend className="df-ui-field__label">{label}</legend>
      {error ? (
        <p className="df-ui-field__error" id={errorId}>
          {error}
        </p>
      ) : null}
      <div className="df-ui-code__cells">
        {cells.map((cell, index) => (
          <input
            // The cells are a fixed row: the index is the cell's identity.
            key={index}
            ref={(element) => {
              refs.current[index] = element;
            }}
            className="df-ui-code__cell"
            type="text"
            inputMode="numeric"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            pattern="[0-9]*"
            maxLength={CODE_LENGTH}
            aria-label={cellLabel(index + 1)}
            aria-invalid={error ? true : undefined}
            aria-describedby={errorId}
            value={cell}
            disabled={disabled}
            // The code form appears in answer to the customer's own sign-in: the first cell is where they type next.
            autoFocus={autoFocus && index === 0}
            // A filled cell receiving a digit holds both; the one that is not the old digit is what was typed.
            onChange={(event) => apply(typeIntoCell(cells, index, event.target.value.replace(cell, '') || event.target.value))}
            onPaste={onPaste}
            onKeyDown={onKeyDown(index)}
            onFocus={(event) => event.target.select()}
          />
        ))}
      </div>
    </fieldset>
  );
}
