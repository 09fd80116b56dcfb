import type { ReactNode } from 'react';
import './ui.css';

export interface AlertProps {
  tone: 'error' | 'success' | 'info';
  title?: ReactNode;
  children: ReactNode;
  /** Buttons or links under the message, e.g. "Try again". */
  actions?: ReactNode;
  /** Heading level of the title, so it fits the page's outline (default h2). */
  titleLevel?: 2 | 3;
}

/**
 * A message box. Errors use role="alert" so they are read out as soon as they appear; other tones
 * are polite status messages.
 */
export function Alert({ tone, title, children, actions, titleLevel = 2 }: AlertProps) {
  const Title = titleLevel === 3 ? 'h3' : 'h2';
  return (
    <div className={`df-ui-alert df-ui-alert--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      {title ? <Title className="df-ui-alert__title">{title}</Title> : null}
      <div className="df-ui-alert__body">{children}</div>
      {actions ? <div className="df-ui-alert__actions">{actions}</div> : null}
    </div>
  );
}
