import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { ApiError } from '@drawfront/shared/api-client/api-error';
import type { RemoteProps } from '@drawfront/shared/contract/remote-props';
import { useSubmitOnce } from '@drawfront/shared/data/use-submit-once';
import { Alert } from '@drawfront/shared/ui/alert';
import { Button } from '@drawfront/shared/ui/button';
import { errorMessage } from '@drawfront/shared/ui/error-message';
import { TextField } from '@drawfront/shared/ui/text-field';
import { sendContactMessage } from '../api/content-api';
import type { ContactMessage } from '../api/content-api';
import { validateContact } from '../model/contact-rules';
import type { ContactErrors } from '../model/contact-rules';

export type ContactFormProps = Pick<RemoteProps, 'api' | 'i18n'> & { heading?: string };

/** The contact us form (groups spec §2 "Contact page with form fields"): checked here, then by the API. */
export function ContactForm({ api, i18n, heading }: ContactFormProps) {
  const id = useId();
  const [values, setValues] = useState<ContactMessage>({ name: '', email: '', subject: '', message: '' });
  const [errors, setErrors] = useState<ContactErrors>({});
  const sending = useSubmitOnce<ContactMessage, unknown, string>({
    send: (message) => sendContactMessage(api, { ...message, subject: message.subject?.trim() ? message.subject : undefined }),
    toFailure: (error) => (error instanceof ApiError && error.status === 429 ? error.message : errorMessage(error)),
  });
  const set = (field: keyof ContactMessage) => (value: string) => setValues((current) => ({ ...current, [field]: value }));
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateContact(values);
    setErrors(found);
    if (Object.keys(found).length === 0) void sending.submit(values);
  };

  if (sending.state.status === 'success') {
    return (
      <Alert tone="success" title={i18n.t('content.contact.sent.title', 'Message sent')}>
        {i18n.t('content.contact.sent.text', 'Thank you. We have your message and will reply by email within one business day.')}
      </Alert>
    );
  }
  return (
    <section className="content-block content-contact" aria-labelledby={`${id}-heading`}>
      <h2 className="content-block__heading" id={`${id}-heading`}>
        {heading ?? i18n.t('content.contact.heading', 'Send a message')}
      </h2>
      <form className="content-contact__form" onSubmit={onSubmit} noValidate>
        <TextField label={i18n.t('content.contact.name', 'Your name')} name="name" autoComplete="name" value={values.name} onChange={(e) => set('name')(e.target.value)} error={errors.name} required />
        <TextField label={i18n.t('content.contact.email', 'Email address')} name="email" type="email" autoComplete="email" value={values.email} onChange={(e) => set('email')(e.target.value)} error={errors.email} required />
        <TextField label={i18n.t('content.contact.subject', 'Subject (optional)')} name="subject" value={values.subject ?? ''} onChange={(e) => set('subject')(e.target.value)} error={errors.subject} />
        <div className={['df-ui-field', errors.message ? 'df-ui-field--invalid' : ''].filter(Boolean).join(' ')}>
          <label className="df-ui-field__label" htmlFor={`${id}-message`}>
            {i18n.t('content.contact.message', 'Message')}
          </label>
          {errors.message && (
            <p className="df-ui-field__error" id={`${id}-message-error`}>
              {errors.message}
            </p>
          )}
          <textarea
            id={`${id}-message`}
            name="message"
            className="df-ui-field__input content-contact__message"
            rows={6}
            maxLength={2000}
            value={values.message}
            onChange={(e) => set('message')(e.target.value)}
            aria-invalid={errors.message ? true : undefined}
            aria-describedby={errors.message ? `${id}-message-error` : undefined}
            required
          />
        </div>
        {sending.state.status === 'error' && <Alert tone="error">{sending.state.failure}</Alert>}
        <Button type="submit" busy={sending.state.status === 'submitting'}>
          {i18n.t('content.contact.send', 'Send message')}
        </Button>
      </form>
    </section>
  );
}
