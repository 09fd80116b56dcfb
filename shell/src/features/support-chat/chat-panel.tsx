import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import type { SiteContentConfig } from '@drawfront/shared/contract/content';
import { useSubmitOnce } from '@drawfront/shared/data/use-submit-once';
import { chatOpensText, isChatOpen } from '@drawfront/shared/rules/chat-hours';
import { Alert } from '@drawfront/shared/ui/alert';
import { Button } from '@drawfront/shared/ui/button';
import { errorMessage } from '@drawfront/shared/ui/error-message';
import { TextField } from '@drawfront/shared/ui/text-field';
import { useStore } from '@drawfront/shared/ui/use-store';
import { ModalDialog } from '../../components/modal-dialog';
import type { ShellContext } from '../../lib/shell-context';

export interface ChatPanelProps {
  context: ShellContext;
  /** The site's chat hours from content; without them chat is treated as closed. */
  hours: SiteContentConfig['chat'];
  onClose: () => void;
  /** The clock (tests move it). */
  now?: () => Date;
}

interface ChatMessage {
  name: string;
  email: string;
  message: string;
}

/**
 * "Chat with us" (storefront §1 support widget): within opening hours a message form whose message
 * is stored and emailed to the support team; outside them, when chat opens, with the other ways to reach support.
 */
export function ChatPanel({ context, hours, onClose, now = () => new Date() }: ChatPanelProps) {
  const { api, i18n, site } = context;
  const session = useStore(context.session);
  const id = useId();
  const [values, setValues] = useState<ChatMessage>({ name: session.customer?.firstname ?? '', email: session.customer?.email ?? '', message: '' });
  const sending = useSubmitOnce<ChatMessage, unknown, string>({
    send: (message) => api.request({ service: 'content', method: 'POST', path: '/items/chat_messages', body: message, noSitewideError: true }),
    toFailure: (error) => errorMessage(error),
  });
  const at = now();
  const open = hours ? isChatOpen(hours, at) : false;
  const title = i18n.t('widgets.chat.title', 'Chat with us');
  const close = i18n.t('widgets.chat.close', 'Close chat');

  if (!open) {
    return (
      <ModalDialog title={title} closeLabel={close} onClose={onClose}>
        <p role="status">{(hours && chatOpensText(hours, at)) ?? i18n.t('widgets.chat.closed', 'Chat is closed right now.')}</p>
        <p>
          {i18n.t('widgets.chat.other-ways', 'You can also call us on {phone} ({hours}) or email {email}.', {
            phone: site.constants.supportNumber,
            hours: site.constants.supportOpeningHours,
            email: site.constants.supportEmail,
          })}
        </p>
      </ModalDialog>
    );
  }
  if (sending.state.status === 'success') {
    return (
      <ModalDialog title={title} closeLabel={close} onClose={onClose}>
        <Alert tone="success" title={i18n.t('widgets.chat.sent.title', 'Message sent')}>
          {i18n.t('widgets.chat.sent.text', 'Thanks, {name}. A member of our team will reply to {email} shortly.', { name: values.name, email: values.email })}
        </Alert>
      </ModalDialog>
    );
  }
  const set = (field: keyof ChatMessage) => (value: string) => setValues((current) => ({ ...current, [field]: value }));
  const complete = values.name.trim() !== '' && /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/.test(values.email.trim()) && values.message.trim() !== '';
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (complete) void sending.submit({ name: values.name.trim(), email: values.email.trim(), message: values.message });
  };
  return (
    <ModalDialog title={title} closeLabel={close} onClose={onClose}>
      <form className="df-modal__form" onSubmit={onSubmit}>
        <p>{i18n.t('widgets.chat.intro', 'Send us a message and our support team will answer by email.')}</p>
        <TextField label={i18n.t('widgets.chat.name', 'Your name')} autoComplete="name" value={values.name} onChange={(event) => set('name')(event.target.value)} required />
        <TextField label={i18n.t('widgets.chat.email', 'Email address')} type="email" autoComplete="email" value={values.email} onChange={(event) => set('email')(event.target.value)} required />
        <div className="df-ui-field">
          <label className="df-ui-field__label" htmlFor={`${id}-message`}>
            {i18n.t('widgets.chat.message', 'Your message')}
          </label>
          <textarea id={`${id}-message`} className="df-ui-field__input df-modal__textarea" maxLength={2000} value={values.message} onChange={(event) => set('message')(event.target.value)} required />
        </div>
        {sending.state.status === 'error' && <Alert tone="error">{sending.state.failure}</Alert>}
        <Button type="submit" disabled={!complete} busy={sending.state.status === 'submitting'}>
          {i18n.t('widgets.chat.send', 'Send message')}
        </Button>
      </form>
    </ModalDialog>
  );
}
