import type { ProductOffer } from '@drawfront/shared/contract/catalogue';
import type { I18n } from '@drawfront/shared/contract/i18n';
import { TextField } from '@drawfront/shared/ui/text-field';
import type { RecurringChoiceValue } from '../model/recurring-choice';
import { minimumJackpotCents } from '../model/recurring-choice';
import { ChoiceGroup } from '../../../components/ticket-builder/choice-group';
import '../../../components/ticket-builder/ticket-builder.css';

export interface RecurringChoiceProps {
  offer: Pick<ProductOffer, 'type' | 'recurringPurchase' | 'recurringPurchaseInformation'>;
  value: RecurringChoiceValue;
  i18n: I18n;
  onChange: (value: RecurringChoiceValue) => void;
}

/**
 * Autoplay (lotteries) or a subscription (raffles) on the play page, where the offer allows it: a choice when
 * optional, a plain statement when the offer is always sold that way; autoplay takes a minimum jackpot.
 */
export function RecurringChoice({ offer, value, i18n, onChange }: RecurringChoiceProps) {
  const type = offer.recurringPurchase?.type ?? 'autoplay';
  const always = offer.recurringPurchase?.availability === 'always';
  const once = i18n.t('catalogue.play.recurring-once', 'Just these draws');
  const repeat = type === 'autoplay' ? i18n.t('catalogue.play.recurring-autoplay', 'Autoplay: enter every draw') : i18n.t('catalogue.play.recurring-subscription', 'Subscribe: enter every draw');
  const jackpotInvalid = value.enabled && minimumJackpotCents(value.minimumJackpot) === undefined;
  return (
    <div className="catalogue-play-recurring">
      {always ? (
        <p className="catalogue-play-choice__legend">{repeat}</p>
      ) : (
        <ChoiceGroup
          legend={i18n.t('catalogue.play.recurring-legend', 'How often')}
          hint={offer.recurringPurchaseInformation ?? undefined}
          options={[
            { value: 'once', label: once },
            { value: 'repeat', label: repeat },
          ]}
          value={value.enabled ? 'repeat' : 'once'}
          onChange={(choice) => onChange({ ...value, enabled: choice === 'repeat' })}
        />
      )}
      {value.enabled ? (
        <p className="catalogue-play-choice__hint">
          {i18n.t('catalogue.play.recurring-explain', 'We buy the next draw now, then the same entry before every later draw closes, from your wallet and within your limits. Pause or cancel it any time in My account.')}
        </p>
      ) : null}
      {value.enabled && type === 'autoplay' && offer.type === 'lottery_ticket' ? (
        <TextField
          label={i18n.t('catalogue.play.minimum-jackpot', 'Only play when the jackpot is at least ($, optional)')}
          inputMode="decimal"
          value={value.minimumJackpot}
          error={jackpotInvalid ? i18n.t('catalogue.play.minimum-jackpot-invalid', 'Enter an amount in dollars, like 20000000, or leave it empty to play every draw.') : null}
          onChange={(event) => onChange({ ...value, minimumJackpot: event.target.value })}
        />
      ) : null}
    </div>
  );
}
