import type { I18n } from '@drawfront/shared/contract/i18n';
import { Button } from '@drawfront/shared/ui/button';
import './ticket-builder.css';

export interface TicketCountProps {
  count: number;
  min: number;
  max: number;
  i18n: I18n;
  onAdd: () => void;
  onRemove: () => void;
  /** The stepper's wording for what it counts (syndicate shares, random games); tickets when left out. */
  labels?: { legend: string; add: string; remove: string };
}

/** How many tickets, shares or random games, for lines with no numbers to pick: a stepper within minGames–maxGames. */
export function TicketCount({ count, min, max, i18n, onAdd, onRemove, labels }: TicketCountProps) {
  return (
    <fieldset className="catalogue-play-choice">
      <legend className="catalogue-play-choice__legend">{labels?.legend ?? i18n.t('catalogue.play.tickets-legend', 'Number of tickets')}</legend>
      <div className="catalogue-play-stepper">
        <Button variant="secondary" disabled={count <= min} onClick={onRemove}>
          <span aria-hidden="true">−</span>
          <span className="df-ui-visually-hidden">{labels?.remove ?? i18n.t('catalogue.play.remove-ticket', 'Remove a ticket')}</span>
        </Button>
        <output className="catalogue-play-stepper__value" aria-live="polite">
          {count}
        </output>
        <Button variant="secondary" disabled={count >= max} onClick={onAdd}>
          <span aria-hidden="true">+</span>
          <span className="df-ui-visually-hidden">{labels?.add ?? i18n.t('catalogue.play.add-ticket', 'Add a ticket')}</span>
        </Button>
      </div>
    </fieldset>
  );
}
