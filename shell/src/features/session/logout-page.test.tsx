import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { buildShellContext } from '../../testing/test-context';
import { LogoutPage } from './logout-page';

describe('LogoutPage', () => {
  it('signs the customer out and goes home on a direct load, before the shell listens on the bus', async () => {
    const context = buildShellContext({ customer: {} });
    render(
      <MemoryRouter initialEntries={['/logout']}>
        <Routes>
          <Route path="/logout" element={<LogoutPage context={context} />} />
          <Route path="/" element={<p>Home page</p>} />
        </Routes>
      </MemoryRouter>,
    );
    expect(await screen.findByText('Home page')).toBeTruthy();
    expect(context.session.get()).toMatchObject({ isAuthenticated: false, customerId: null, accessToken: null });
  });

  it('sends a visitor who was not signed in home too', async () => {
    const context = buildShellContext();
    render(
      <MemoryRouter initialEntries={['/logout']}>
        <Routes>
          <Route path="/logout" element={<LogoutPage context={context} />} />
          <Route path="/" element={<p>Home page</p>} />
        </Routes>
      </MemoryRouter>,
    );
    expect(await screen.findByText('Home page')).toBeTruthy();
  });
});
