import { render, screen } from '@testing-library/react';
import { TextField } from './text-field';

describe('TextField', () => {
  it('labels the input and describes it with its hint', () => {
    render(<TextField label="Email address" hint="We send receipts here" />);
    const input = screen.getByLabelText('Email address');
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent).toBe('We send receipts here');
  });

  it('marks the input invalid and describes it with hint and error', () => {
    render(<TextField label="Email address" hint="We send receipts here" error="This field is required" />);
    const input = screen.getByLabelText('Email address');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const described = (input.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual(['We send receipts here', 'This field is required']);
  });

  it('reads a server error out at once only when asked to', () => {
    const { rerender } = render(<TextField label="Promotion code" error="The code OLD5 has expired." />);
    expect(screen.queryByRole('alert')).toBeNull();
    rerender(<TextField label="Promotion code" error="The code OLD5 has expired." announceError />);
    expect(screen.getByRole('alert').textContent).toBe('The code OLD5 has expired.');
  });
});
