import { fireEvent, render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { MemoryRouter } from 'react-router-dom';
import { buildRemoteProps } from '@drawfront/shared/testing/build-remote-props';
import { closureFunds, renderCloseAccount } from '../../../testing/render-close-account';
import { CloseAccountSuccessPage } from './close-account-success-page';

/**
 * axe-core over both steps, the balance to withdraw and the success page. jsdom lays nothing out and computes
 * no colours, so colour contrast comes back "incomplete", never passed: close-account.css uses the kit's colours.
 */
async function violations(container: HTMLElement) {
  const result = await axe.run(container, { resultTypes: ['violations'] });
  return result.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

describe('the close-account pages have no axe violations', () => {
  beforeEach(() => jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null));
  afterEach(() => jest.restoreAllMocks());

  it('choosing a reason, with the error shown', async () => {
    const { container } = renderCloseAccount({ 'GET /customer/withdrawable-funds': closureFunds(500, 0) });
    fireEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Choose why you are leaving')).toBeTruthy();
    expect(await violations(container)).toEqual([]);
  });

  it('the offer of a break, then confirming', async () => {
    const { container } = renderCloseAccount({ 'GET /customer/withdrawable-funds': closureFunds(0) });
    fireEvent.click(await screen.findByRole('radio', { name: "I'm worried about how much I play" }));
    expect(await violations(container)).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('heading', { name: 'Confirm you want to close your account' })).toBeTruthy();
    expect(await violations(container)).toEqual([]);
  });

  it('a balance to withdraw first', async () => {
    const { container } = renderCloseAccount({ 'GET /customer/withdrawable-funds': closureFunds(5_000) });
    await screen.findByRole('link', { name: 'Withdraw your balance' });
    expect(await violations(container)).toEqual([]);
  });

  it('the success page', async () => {
    const props = buildRemoteProps();
    const { container } = render(
      <MemoryRouter>
        <CloseAccountSuccessPage i18n={props.i18n} navigate={props.navigate} site={props.site} />
      </MemoryRouter>,
    );
    expect(await violations(container)).toEqual([]);
  });
});
