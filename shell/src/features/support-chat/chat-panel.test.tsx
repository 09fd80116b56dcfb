import { fireEvent, render, screen } from '@testing-library/react';
import type { ApiRequest } from '@drawfront/shared/api-client/types';
import { buildApi } from '@drawfront/shared/testing/build-remote-props';
import { buildShellContext } from '../../testing/test-context';
import { ChatPanel } from './chat-panel';

const weekdays = { days: [1, 2, 3, 4, 5], opens: '09:00', closes: '17:00', timeZone: 'Australia/Sydney' };

describe('ChatPanel', () => {
  it('outside opening hours says when chat opens', () => {
    render(<ChatPanel context={buildShellContext()} hours={weekdays} onClose={() => undefined} now={() => new Date('2026-11-28T01:00:00Z')} />);
    expect(screen.getByText('Chat opens on Monday at 09:00.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send message' })).toBeNull();
  });

  it('within opening hours sends the message to the content service', async () => {
    const calls: ApiRequest[] = [];
    render(<ChatPanel context={buildShellContext({ api: buildApi(async (request) => calls.push(request)) })} hours={weekdays} onClose={() => undefined} now={() => new Date('2026-11-24T01:00:00Z')} />);
    fireEvent.change(screen.getByLabelText('Your name'), { target: { value: 'Ada' } });
    fireEvent.change(screen.getByLabelText('Email address'), { target: { value: 'ada@example.com' } });
    fireEvent.change(screen.getByLabelText('Your message'), { target: { value: 'Is the draw tonight?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Message sent')).toBeTruthy();
    expect(calls[0]).toMatchObject({ service: 'content', method: 'POST', path: '/items/chat_messages', body: { name: 'Ada', email: 'ada@example.com', message: 'Is the draw tonight?' } });
  });
});
