import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import type { I18n } from '@drawfront/shared/contract/i18n';
import { Button } from '@drawfront/shared/ui/button';
import { DRAW_WINDOWS } from '../model/draw-window';
import type { DrawWindow } from '../model/draw-window';
import './statistics.css';

export interface DrawWindowFormProps {
  draws: DrawWindow;
  onChoose: (draws: DrawWindow) => void;
  i18n: I18n;
}

/** "Count the last N draws": a labelled select and a button, so a keyboard visitor moving through the options reloads nothing. */
export function DrawWindowForm({ draws, onChoose, i18n }: DrawWindowFormProps) {
  const selectId = useId();
  const [chosen, setChosen] = useState<DrawWindow>(draws);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChoose(chosen);
  };
  return (
    <form className="catalogue-statistics__form" onSubmit={submit}>
      <label className="df-ui-field__label" htmlFor={selectId}>
        {i18n.t('catalogue.statistics.window', 'Draws counted')}
      </label>
      <select id={selectId} className="df-ui-field__input catalogue-statistics__select" value={chosen} onChange={(event) => setChosen(Number(event.target.value) as DrawWindow)}>
        {DRAW_WINDOWS.map((window) => (
          <option key={window} value={window}>
            {i18n.t('catalogue.statistics.window-option', 'Last {draws} draws', { draws: window })}
          </option>
        ))}
      </select>
      <Button type="submit" variant="secondary">
        {i18n.t('catalogue.statistics.show', 'Show statistics')}
      </Button>
    </form>
  );
}
