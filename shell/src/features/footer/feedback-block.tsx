import { Button } from '@drawfront/shared/ui/button';
import { useId } from 'react';

/** Invites feedback (feedback capability). The feedback modal itself belongs elsewhere; the button reports the request. */
export function FeedbackBlock({ onFeedback }: { onFeedback: () => void }) {
  const headingId = useId();
  return (
    <section className="df-footer__feedback" aria-labelledby={headingId}>
      <h2 id={headingId} className="df-footer__heading">
        Tell us what you think
      </h2>
      <Button variant="secondary" className="df-footer__button" onClick={onFeedback}>
        Give feedback
      </Button>
    </section>
  );
}
