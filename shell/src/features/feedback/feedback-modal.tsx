import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { Button } from '@drawfront/shared/ui/button';
import { TextField } from '@drawfront/shared/ui/text-field';
import { useStore } from '@drawfront/shared/ui/use-store';
import { ModalDialog } from '../../components/modal-dialog';
import type { ShellContext } from '../../lib/shell-context';
import { feedbackEvent, FEEDBACK_RATINGS } from './feedback-event';
import type { FeedbackRating } from './feedback-event';

/** The event's statuses (storefront §4 "Feedback modal"). */
type EventStatus = 'creating' | 'success' | 'failure' | 'cleared';

const RATING_LABELS: Record<FeedbackRating, string> = { not_satisfied: 'Not satisfied', neutral: 'Neutral', satisfied: 'Satisfied' };

export interface FeedbackModalProps {
  context: ShellContext;
  /** The current path, sent as the event's source. */
  pathname: string;
  onClose: () => void;
}

/**
 * The feedback modal (storefront §4): two steps, comment then complete. Send stays disabled until a
 * rating is picked and while sending; the email field is only for visitors who are not signed in.
 * The modal is mounted only while open, so closing it resets the step, the fields and the event state.
 */
export function FeedbackModal({ context, pathname, onClose }: FeedbackModalProps) {
  const { site, api, i18n } = context;
  const session = useStore(context.session);
  const id = useId();
  const [rating, setRating] = useState<FeedbackRating | null>(null);
  const [comment, setComment] = useState('');
  const [email, setEmail] = useState('');
  const [status, setStatus] = useState<EventStatus>('cleared');
  const step = status === 'success' ? 'complete' : 'comment';

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!rating || status === 'creating') return;
    setStatus('creating');
    const body = feedbackEvent(
      { rating, comment, email: session.isAuthenticated ? '' : email },
      {
        buildKind: process.env.NODE_ENV === 'production' ? 'release' : 'internal',
        version: context.release.id,
        timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
        locale: site.locale,
        source: pathname,
        variant: site.subVariant,
      },
    );
    try {
      await api.request({ service: 'events', method: 'POST', path: '/event', body, noSitewideError: true });
      setStatus('success');
    } catch {
      // Feedback shows no error messages (storefront §8); the visitor can send again.
      setStatus('failure');
    }
  };

  return (
    <ModalDialog title={i18n.t('widgets.feedback.title', 'Give feedback')} closeLabel={i18n.t('widgets.feedback.close', 'Close feedback')} onClose={onClose}>
      {step === 'complete' ? (
        <div role="status" className="df-modal__form">
          <p>
            <strong>{i18n.t('widgets.feedback.thanks', 'Thank you for your feedback!')}</strong>
          </p>
          <p>{i18n.t('widgets.feedback.thanks-text', 'We read every comment and use it to improve {site}.', { site: site.name })}</p>
          <Button onClick={onClose}>{i18n.t('widgets.feedback.done', 'Done')}</Button>
        </div>
      ) : (
        <form className="df-modal__form" onSubmit={onSubmit}>
          <fieldset className="df-modal__ratings">
            <legend>{i18n.t('widgets.feedback.question', 'How satisfied are you with {site}?', { site: site.name })}</legend>
            {FEEDBACK_RATINGS.map((value) => (
              <label key={value} className="df-modal__rating">
                <input type="radio" name={`${id}-rating`} value={value} checked={rating === value} onChange={() => setRating(value)} />
                {i18n.t(`widgets.feedback.rating.${value}`, RATING_LABELS[value])}
              </label>
            ))}
          </fieldset>
          <div className="df-ui-field">
            <label className="df-ui-field__label" htmlFor={`${id}-comment`}>
              {i18n.t('widgets.feedback.comment', 'Comment (optional)')}
            </label>
            <textarea id={`${id}-comment`} className="df-ui-field__input df-modal__textarea" maxLength={2000} value={comment} onChange={(event) => setComment(event.target.value)} />
          </div>
          {!session.isAuthenticated && (
            <TextField label={i18n.t('widgets.feedback.email', 'Email (optional)')} type="email" autoComplete="email" value={email} onChange={(event) => setEmail(event.target.value)} />
          )}
          <Button type="submit" disabled={!rating || status === 'creating'} busy={status === 'creating'}>
            {i18n.t('widgets.feedback.send', 'Send feedback')}
          </Button>
        </form>
      )}
    </ModalDialog>
  );
}
