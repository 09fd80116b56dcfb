import { useId } from 'react';

export interface SpendMeterProps {
  /** "$12.50 of $50.00 spent today": the meter's label and the figure sighted users read. */
  text: string;
  /** Minor units. */
  spent: number;
  limit: number;
  /** "Resets Mon 24 Nov, 12:00 am". */
  note?: string;
}

/** How much of a limit is used: a native meter labelled by the same words shown beside it. */
export function SpendMeter({ text, spent, limit, note }: SpendMeterProps) {
  const textId = useId();
  const max = Math.max(limit, 1);
  return (
    <div className="account-limits-meter">
      <p id={textId} className="account-limits-meter__text">
        {text}
      </p>
      <meter className="account-limits-meter__bar" aria-labelledby={textId} min={0} max={max} value={Math.min(Math.max(spent, 0), max)} />
      {note ? <p className="account-limits-meter__note">{note}</p> : null}
    </div>
  );
}
