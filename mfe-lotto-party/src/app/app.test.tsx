import { screen } from '@testing-library/react';
import { buildRemoteProps } from '@drawfront/shared/testing/build-remote-props';
import { renderLottoParty } from '../testing/render-lotto-party';

describe('lotto-party routes', () => {
  it('shows "page not found" for an unknown sub-path, linking home', () => {
    renderLottoParty('/lotto-party/nowhere/at/all', buildRemoteProps());
    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong.' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Try heading home and finding your bearing.' }).getAttribute('href')).toBe('/');
  });
});
