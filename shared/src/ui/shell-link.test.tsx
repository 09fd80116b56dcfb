import { fireEvent, render, screen } from '@testing-library/react';
import { ShellLink } from './shell-link';

describe('ShellLink', () => {
  it("navigates through the shell on a plain click and keeps a real href", () => {
    const navigate = jest.fn();
    render(
      <ShellLink to="/login?returnTo=%2Fcart" navigate={navigate}>
        Sign in
      </ShellLink>,
    );
    const link = screen.getByRole('link', { name: 'Sign in' });
    expect(link.getAttribute('href')).toBe('/login?returnTo=%2Fcart');
    fireEvent.click(link);
    expect(navigate).toHaveBeenCalledWith('/login?returnTo=%2Fcart');
  });

  it('leaves modified clicks to the browser (open in a new tab)', () => {
    const navigate = jest.fn();
    render(
      <ShellLink to="/cart" navigate={navigate}>
        Cart
      </ShellLink>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Cart' }), { ctrlKey: true });
    expect(navigate).not.toHaveBeenCalled();
  });
});
