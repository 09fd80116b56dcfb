import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { DrawerDialog } from './drawer-dialog';

/** A builder whose add button opens a drawer and, like the ticket builder, is disabled once the line is added. */
function Builder() {
  const [open, setOpen] = useState(false);
  const [added, setAdded] = useState(false);
  return (
    <main tabIndex={-1}>
      <section aria-label="Ticket builder">
        <button type="button">Quick pick all</button>
          <button
            type="button"
            disabled={added}
            onClick={() => {
              setAdded(true);
              setOpen(true);
            }}
          >
            Add to cart
          </button>
      </section>
      {open && (
        <DrawerDialog id="drawer" title="Added to your cart" closeLabel="Close" side="right" onClose={() => setOpen(false)}>
          <p>Saturday Super Draw</p>
        </DrawerDialog>
      )}
    </main>
  );
}

describe('a dialog hands focus back when it closes', () => {
  it('to the opener when it can still take focus', () => {
    render(
      <>
        <button type="button">Open</button>
      </>,
    );
    const opener = screen.getByRole('button', { name: 'Open' });
    opener.focus();
    const { unmount } = render(
      <DrawerDialog id="d" title="Menu" closeLabel="Close menu" side="left" onClose={() => undefined}>
        <a href="/cart">Cart</a>
      </DrawerDialog>,
    );
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close menu' }));
    unmount();
    expect(document.activeElement).toBe(opener);
  });

  it('to the first control of the opener’s section when the opener is now disabled', () => {
    render(<Builder />);
    screen.getByRole('button', { name: 'Add to cart' }).focus();
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    screen.getByRole('dialog', { name: 'Added to your cart' });
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Quick pick all' }));
  });

  it('to the main region when nothing around the opener can take focus', () => {
    render(
      <main tabIndex={-1}>
        <button type="button">Opener</button>
      </main>,
    );
    const opener = screen.getByRole('button', { name: 'Opener' });
    opener.focus();
    const { unmount } = render(
      <DrawerDialog id="d" title="Menu" closeLabel="Close menu" side="left" onClose={() => undefined}>
        <a href="/cart">Cart</a>
      </DrawerDialog>,
    );
    opener.setAttribute('disabled', '');
    unmount();
    expect(document.activeElement).toBe(screen.getByRole('main'));
  });
});
