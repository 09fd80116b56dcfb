import type { ButtonHTMLAttributes, Ref } from 'react';
import './ui.css';

export type ButtonVariant = 'primary' | 'secondary' | 'text';

/** Class names for a button look, so a router `<Link>` can look like a button and stay a link. */
export function buttonClassName(variant: ButtonVariant = 'primary', extra?: string): string {
  return ['df-ui-button', `df-ui-button--${variant}`, extra].filter(Boolean).join(' ');
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  /** Marks a pending action: announced as busy and not clickable, yet still focusable so focus is not lost. */
  busy?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/** A native button with the kit's looks; `type` defaults to "button" so it never submits a form by accident. */
export function Button({ variant = 'primary', busy = false, className, type = 'button', onClick, ...rest }: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      className={buttonClassName(variant, className)}
      aria-busy={busy || undefined}
      aria-disabled={busy || rest['aria-disabled'] || undefined}
      onClick={(event) => {
        if (busy) {
          event.preventDefault();
          return;
        }
        onClick?.(event);
      }}
    />
  );
}
