import { render } from '@testing-library/react';
import { usePageTitle } from './use-page-title';

function Page({ title }: { title: string }) {
  usePageTitle(title, 'Demo Lotto');
  return null;
}

describe('usePageTitle', () => {
  it('sets "title | site name" and puts the old title back when the page goes', () => {
    document.title = 'Before';
    const { rerender, unmount } = render(<Page title="Results" />);
    expect(document.title).toBe('Results | Demo Lotto');
    rerender(<Page title="Cart" />);
    expect(document.title).toBe('Cart | Demo Lotto');
    unmount();
    expect(document.title).toBe('Before');
  });
});
