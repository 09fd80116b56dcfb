import { fireEvent, render, screen } from '@testing-library/react';
import { Button, buttonClassName } from './button';

describe('Button', () => {
  it('is a plain button by default, so it never submits a form by accident', () => {
    const submit = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <form onSubmit={submit}>
        <Button>Show</Button>
      </form>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(submit).not.toHaveBeenCalled();
  });

  it('stays focusable but ignores presses while busy', () => {
    const onClick = jest.fn();
    render(
      <Button busy onClick={onClick}>
        Saving
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Saving' });
    expect(button.hasAttribute('disabled')).toBe(false);
    expect(button.getAttribute('aria-busy')).toBe('true');
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('gives links the same look', () => {
    expect(buttonClassName('secondary', 'extra')).toBe('df-ui-button df-ui-button--secondary extra');
  });
});
