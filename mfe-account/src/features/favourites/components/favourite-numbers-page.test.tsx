import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ApiRequest } from '@drawfront/shared/api-client/types';
import { buildApi, buildRemoteProps } from '@drawfront/shared/testing/build-remote-props';
import { FavouriteNumbersPage } from './favourite-numbers-page';

describe('favourite numbers page', () => {
  it('shows the saved favourites pressed, toggles numbers and saves them with PUT', async () => {
    const request = jest.fn(async (r: ApiRequest) => (r.method === 'PUT' ? { numbers: (r.body as { numbers: number[] }).numbers } : { numbers: [7, 21] }));
    const props = buildRemoteProps({ api: buildApi(request) });
    render(<FavouriteNumbersPage api={props.api} i18n={props.i18n} site={props.site} />);
    expect((await screen.findByRole('button', { name: '7' })).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: '8' }).getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(screen.getByRole('button', { name: '3' }));
    fireEvent.click(screen.getByRole('button', { name: '21' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save favourite numbers' }));
    await waitFor(() => expect(screen.getByText('Your favourite numbers are saved.')).toBeTruthy());
    expect(request.mock.calls.map(([r]) => r).find((r) => r.method === 'PUT')).toMatchObject({ path: '/favourite-numbers', body: { favouriteNumbers: [3, 7] } });
  });

  it('is one tab stop moved with the arrow keys, and keeps its place', async () => {
    const props = buildRemoteProps({ api: buildApi(jest.fn(async () => ({ numbers: [] }))) });
    render(<FavouriteNumbersPage api={props.api} i18n={props.i18n} site={props.site} />);
    const one = await screen.findByRole('button', { name: '1' });
    const numbers = screen.getAllByRole('button', { name: /^\d+$/ });
    expect(numbers.filter((button) => button.tabIndex === 0)).toEqual([one]);
    act(() => one.focus());
    fireEvent.keyDown(one, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '2' }));
    act(() => screen.getByRole('button', { name: 'Save favourite numbers' }).focus());
    expect(numbers.filter((button) => button.tabIndex === 0).map((button) => button.textContent)).toEqual(['2']);
  });
});
