import { render, screen } from '@testing-library/react';
import { RemoteErrorBoundary } from './remote-error-boundary';

function Broken(): never {
  throw new Error('remote exploded');
}

describe('RemoteErrorBoundary', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('shows the fallback and reports the error instead of taking the page down', () => {
    const onError = jest.fn();
    render(
      <div>
        <header>Site header</header>
        <RemoteErrorBoundary resetKey="/cart" onError={onError} fallback={(error) => <p>Fallback: {error.message}</p>}>
          <Broken />
        </RemoteErrorBoundary>
      </div>,
    );
    expect(screen.getByText('Fallback: remote exploded')).toBeTruthy();
    expect(screen.getByText('Site header')).toBeTruthy();
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'remote exploded' }));
  });

  it('clears the error when the route changes (spec: error state clears on route change)', () => {
    const { rerender } = render(
      <RemoteErrorBoundary resetKey="/a" onError={() => undefined} fallback={() => <p>Fallback</p>}>
        <Broken />
      </RemoteErrorBoundary>,
    );
    expect(screen.getByText('Fallback')).toBeTruthy();
    rerender(
      <RemoteErrorBoundary resetKey="/b" onError={() => undefined} fallback={() => <p>Fallback</p>}>
        <p>Recovered content</p>
      </RemoteErrorBoundary>,
    );
    expect(screen.getByText('Recovered content')).toBeTruthy();
  });
});
