import { useId } from 'react';
import type { Cause } from '@drawfront/shared/contract/catalogue';
import type { I18n } from '@drawfront/shared/contract/i18n';
import '../../../components/ticket-builder/ticket-builder.css';

export interface CauseChoiceProps {
  causes: readonly Cause[];
  value: string | null;
  i18n: I18n;
  onChange: (causeKey: string | null) => void;
}

/** The cause a ticket supports, for offers that have causes (a choice is required). */
export function CauseChoice({ causes, value, i18n, onChange }: CauseChoiceProps) {
  const id = useId();
  return (
    <div className="catalogue-play-cause">
      <label className="catalogue-play-choice__legend" htmlFor={id}>
        {i18n.t('catalogue.play.cause', 'Cause to support')}
      </label>
      <select id={id} className="catalogue-play-cause__select df-ui-focusable" value={value ?? ''} required onChange={(event) => onChange(event.target.value || null)}>
        <option value="">{i18n.t('catalogue.play.cause-placeholder', 'Choose a cause')}</option>
        {causes.map((cause) => (
          <option key={cause.key} value={cause.key}>
            {cause.name}
          </option>
        ))}
      </select>
    </div>
  );
}
