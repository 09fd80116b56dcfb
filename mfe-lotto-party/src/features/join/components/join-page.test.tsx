import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ApiError } from '@drawfront/shared/api-client/api-error';
import { buildApi, buildRemoteProps } from '@drawfront/shared/testing/build-remote-props';
import { JoinPage } from './join-page';

const refusal = (status: number, message: string) => new ApiError({ status, message, code: null, errors: {}, result: null, reported: false, context: 'GET /group/token/x' });

function renderJoin(token: string, error: ApiError) {
  const props = buildRemoteProps({ api: buildApi(() => Promise.reject(error)) });
  render(
    <MemoryRouter initialEntries={[`/lotto-party/join?token=${token}`]}>
      <JoinPage api={props.api} i18n={props.i18n} navigate={props.navigate} site={props.site} />
    </MemoryRouter>,
  );
}

describe('JoinPage', () => {
  it.each([
    ['a malformed token (422)', 'badtoken', refusal(422, 'invalid path parameters: token: must be an invite token')],
    ['an unknown token (404)', 'abcdefghijklmnopqrstuvwxyz012345', refusal(404, "lotto party group 'with this invite link' not found")],
  ])('says the invite link does not work for %s, never the API text', async (_case, token, error) => {
    renderJoin(token, error);
    expect(await screen.findByRole('heading', { name: 'This invite link does not work' })).toBeTruthy();
    expect(screen.queryByText(error.message)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });
});
