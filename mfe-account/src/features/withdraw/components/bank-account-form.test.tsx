import { fireEvent, render, screen } from '@testing-library/react';
import type { ApiRequest } from '@drawfront/shared/api-client/types';
import { SORT_CODE_MESSAGE } from '@drawfront/shared/rules/bank-account';
import { buildApi, buildI18n, buildSite } from '@drawfront/shared/testing/build-remote-props';
import { BankAccountForm } from './bank-account-form';

describe('BankAccountForm for a British customer', () => {
  const site = buildSite({ locale: 'en-GB' });

  function renderForm() {
    const request = jest.fn(async (r: ApiRequest) => ({ id: 'acc-1', methodCode: 'tt', type: 'national', bankCode: '12-34-56', accountNumberHint: '•••678', accountName: 'Jo Bloggs', path: r.path }));
    const onAdded = jest.fn();
    render(<BankAccountForm api={buildApi(request)} i18n={buildI18n(site)} onAdded={onAdded} country={site.country} />);
    return { request, onAdded };
  }

  it('asks for a sort code and account number, and offers no PayID', () => {
    renderForm();
    expect((screen.getByRole('radio', { name: 'Bank account (Sort code and account number)' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByRole('radio', { name: /PayID/ })).toBeNull();
    expect(screen.getByLabelText('Sort code')).toBeTruthy();
    expect(screen.queryByLabelText('BSB')).toBeNull();
  });

  it('checks the sort code before sending anything', () => {
    const { request } = renderForm();
    fireEvent.change(screen.getByLabelText('Sort code'), { target: { value: '12-34' } });
    fireEvent.change(screen.getByLabelText('Account number'), { target: { value: '12345678' } });
    fireEvent.change(screen.getByLabelText('Name on the account'), { target: { value: 'Jo Bloggs' } });
    fireEvent.click(screen.getByRole('button', { name: /save|add/i }));
    expect(screen.getByText(SORT_CODE_MESSAGE)).toBeTruthy();
    expect(request).not.toHaveBeenCalled();
  });
});
