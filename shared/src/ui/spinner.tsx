import './ui.css';

export interface SpinnerProps {
  /** Announced to screen readers and shown beside the circle unless `labelHidden`. */
  label: string;
  labelHidden?: boolean;
}

/** An indeterminate progress indicator in a polite live region. */
export function Spinner({ label, labelHidden = false }: SpinnerProps) {
  return (
    <span className="df-ui-spinner" role="status">
      <span className="df-ui-spinner__circle" aria-hidden="true" />
      <span className={labelHidden ? 'df-ui-visually-hidden' : undefined}>{label}</span>
    </span>
  );
}
