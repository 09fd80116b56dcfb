import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { buildRemoteProps } from '@drawfront/shared/testing/build-remote-props';
import type { RecurringChoiceValue } from '../model/recurring-choice';
import { RecurringChoice } from './recurring-choice';

const { i18n } = buildRemoteProps();
const lottery = { type: 'lottery_ticket' as const, recurringPurchase: { type: 'autoplay' as const, availability: 'optional' as const }, recurringPurchaseInformation: 'Autoplay buys your numbers for every Thursday draw until you stop it.' };

function Harness({ offer, onValue }: { offer: typeof lottery; onValue: (value: RecurringChoiceValue) => void }) {
  const [value, setValue] = useState<RecurringChoiceValue>({ enabled: false, minimumJackpot: '' });
  return (
    <RecurringChoice
      offer={offer}
      value={value}
      i18n={i18n}
      onChange={(next) => {
        setValue(next);
        onValue(next);
      }}
    />
  );
}

describe('recurring choice on the play page', () => {
  it('offers autoplay with the offer\'s explanation, then a minimum jackpot that must be an amount', () => {
    const onValue = jest.fn();
    render(<Harness offer={lottery} onValue={onValue} />);
    expect(screen.getByRole('group', { name: 'How often' })).toBeTruthy();
    expect(screen.getByText(lottery.recurringPurchaseInformation)).toBeTruthy();
    expect(screen.queryByLabelText('Only play when the jackpot is at least ($, optional)')).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: 'Autoplay: enter every draw' }));
    const input = screen.getByLabelText('Only play when the jackpot is at least ($, optional)');
    fireEvent.change(input, { target: { value: 'soon' } });
    expect(screen.getByText(/Enter an amount in dollars/)).toBeTruthy();
    fireEvent.change(input, { target: { value: '2000000' } });
    expect(screen.queryByText(/Enter an amount in dollars/)).toBeNull();
    expect(onValue).toHaveBeenLastCalledWith({ enabled: true, minimumJackpot: '2000000' });
  });

  it('states a subscription plainly when the offer is always sold that way, with no minimum jackpot', () => {
    const raffle = { type: 'raffle_ticket' as const, recurringPurchase: { type: 'subscription' as const, availability: 'always' as const }, recurringPurchaseInformation: null };
    render(<RecurringChoice offer={raffle} value={{ enabled: true, minimumJackpot: '' }} i18n={i18n} onChange={() => undefined} />);
    expect(screen.queryByRole('group')).toBeNull();
    expect(screen.getByText('Subscribe: enter every draw')).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});
