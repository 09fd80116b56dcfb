import { fireEvent, render, screen } from '@testing-library/react';
import { buildFund } from '../testing/build-funds';
import { buildRemoteProps } from '../testing/build-remote-props';
import { defaultFundId, SavedCardChoices } from './saved-card-choices';

const funds = [buildFund({ id: 'a', last4: '4242', default: false }), buildFund({ id: 'b', brand: 'mastercard', last4: '5454', expiryMonth: 11, expiryYear: 2027, default: true })];

describe('SavedCardChoices', () => {
  it('names each card with brand, last 4, expiry and the default, and reports the choice', () => {
    const onChange = jest.fn();
    render(<SavedCardChoices funds={funds} value="b" onChange={onChange} legend="Pay with" i18n={buildRemoteProps().i18n} />);
    expect(screen.getByRole('group', { name: 'Pay with' })).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'Mastercard ending 5454, expires 11/27 (Default)' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: 'Visa ending 4242, expires 04/29' }));
    expect(onChange).toHaveBeenCalledWith('a');
  });

  it("links the group's error to it", () => {
    render(<SavedCardChoices funds={funds} value="" onChange={() => undefined} legend="Pay with" error="This field is required" i18n={buildRemoteProps().i18n} />);
    const group = screen.getByRole('group', { name: 'Pay with' });
    expect(document.getElementById(group.getAttribute('aria-describedby') ?? '')?.textContent).toBe('This field is required');
  });

  it('starts on the default card, else the first, else none', () => {
    expect(defaultFundId(funds)).toBe('b');
    expect(defaultFundId([funds[0]!])).toBe('a');
    expect(defaultFundId([])).toBe('');
  });
});
