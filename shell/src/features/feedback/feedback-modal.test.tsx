import { fireEvent, render, screen } from '@testing-library/react';
import type { ApiRequest } from '@drawfront/shared/api-client/types';
import { buildApi } from '@drawfront/shared/testing/build-remote-props';
import { buildShellContext } from '../../testing/test-context';
import { FeedbackModal } from './feedback-modal';

describe('FeedbackModal', () => {
  it('sends the spec event after a rating, then shows the complete step', async () => {
    const calls: ApiRequest[] = [];
    const context = buildShellContext({ api: buildApi(async (request) => calls.push(request)) });
    render(<FeedbackModal context={context} pathname="/blog" onClose={() => undefined} />);
    const send = screen.getByRole('button', { name: 'Send feedback' });
    expect((send as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: 'Neutral' }));
    fireEvent.change(screen.getByLabelText('Comment (optional)'), { target: { value: 'Fine' } });
    fireEvent.change(screen.getByLabelText('Email (optional)'), { target: { value: 'ada@example.com' } });
    fireEvent.click(send);
    expect(await screen.findByText('Thank you for your feedback!')).toBeTruthy();
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ service: 'events', method: 'POST', path: '/event' });
    expect(calls[0]!.body).toMatchObject({ category: 'user', eventType: 'feedback_event', name: 'feedback', rating: 0, comment: 'Fine', email: 'ada@example.com', source: '/blog' });
  });

  it('shows no email field to a signed-in customer', () => {
    const context = buildShellContext({ customer: {} });
    render(<FeedbackModal context={context} pathname="/" onClose={() => undefined} />);
    expect(screen.queryByLabelText('Email (optional)')).toBeNull();
  });
});
