import type { GameOffer } from '@drawfront/shared/contract/catalogue';
import type { I18n } from '@drawfront/shared/contract/i18n';
import { drawsText } from './builder-texts';
import { ChoiceGroup } from './choice-group';

export interface DrawChoicesProps {
  gameOffer: Pick<GameOffer, 'drawOptions' | 'days'>;
  numDraws: number;
  day: string | null;
  /** False while the line plays every draw (autoplay): the number of draws is not asked. */
  asksDraws?: boolean;
  i18n: I18n;
  onDraws: (numDraws: number) => void;
  onDay: (day: string) => void;
}

/** How many draws a line plays (when the offer sells more than one) and on which draw day (when it has days). */
export function DrawChoices({ gameOffer, numDraws, day, asksDraws = true, i18n, onDraws, onDay }: DrawChoicesProps) {
  return (
    <>
      {gameOffer.drawOptions.length > 1 && asksDraws ? (
        <ChoiceGroup
          legend={i18n.t('catalogue.play.draws-legend', 'Number of draws')}
          options={gameOffer.drawOptions.map((count) => ({ value: count, label: drawsText(count, i18n) }))}
          value={numDraws}
          onChange={onDraws}
        />
      ) : null}
      {gameOffer.days.length > 0 ? (
        <ChoiceGroup legend={i18n.t('catalogue.play.day-legend', 'Draw day')} options={gameOffer.days.map((option) => ({ value: option.key, label: option.label }))} value={day} onChange={onDay} />
      ) : null}
    </>
  );
}
