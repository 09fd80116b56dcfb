import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { buildRemoteProps } from '@drawfront/shared/testing/build-remote-props';
import { closureFunds, renderCloseAccount } from '../../../testing/render-close-account';
import { CloseAccountSuccessPage } from './close-account-success-page';
import { axeViolations } from '@drawfront/shared/testing/axe-violations';

describe('the close-account pages have no axe violations', () => {
  it('choosing a reason, with the error shown', async () => {
    const { container } = renderCloseAccount({ 'GET /customer/withdrawable-funds': closureFunds(500, 0) });
    fireEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Choose why you are leaving')).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('the offer of a break, then confirming', async () => {
    const { container } = renderCloseAccount({ 'GET /customer/withdrawable-funds': closureFunds(0) });
    fireEvent.click(await screen.findByRole('radio', { name: "I'm worried about how much I play" }));
    expect(await axeViolations(container)).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('heading', { name: 'Confirm you want to close your account' })).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('a balance to withdraw first', async () => {
    const { container } = renderCloseAccount({ 'GET /customer/withdrawable-funds': closureFunds(5_000) });
    await screen.findByRole('link', { name: 'Withdraw your balance' });
    expect(await axeViolations(container)).toEqual([]);
  });

  it('the success page', async () => {
    const props = buildRemoteProps();
    const { container } = render(
      <MemoryRouter>
        <CloseAccountSuccessPage i18n={props.i18n} navigate={props.navigate} site={props.site} />
      </MemoryRouter>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
