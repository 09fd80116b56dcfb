import type { SiteConstants } from '@drawfront/shared/contract/site';
import { Button } from '@drawfront/shared/ui/button';
import { useId } from 'react';

/** A `tel:` address from a display number such as "1300 000 000" or "+44 20 7946 0000". */
export function telHref(supportNumber: string): string {
  return `tel:${supportNumber.replace(/[^\d+]/g, '')}`;
}

export interface SupportBlockProps {
  constants: Pick<SiteConstants, 'supportNumber' | 'supportOpeningHours' | 'supportEmail'>;
  /** Online chat exists only with the customer-chat capability (storefront §6). */
  chat: boolean;
  onChat: () => void;
}

/** The customer support widget (storefront §1): phone, opening hours, email, and chat when available. */
export function SupportBlock({ constants, chat, onChat }: SupportBlockProps) {
  const headingId = useId();
  return (
    <section className="df-footer__group" aria-labelledby={headingId}>
      <h2 id={headingId} className="df-footer__heading">
        Customer support
      </h2>
      <ul className="df-footer__list">
        {constants.supportNumber && (
          <li>
            Call{' '}
            <a className="df-footer__link" href={telHref(constants.supportNumber)}>
              {constants.supportNumber}
            </a>
          </li>
        )}
        {constants.supportOpeningHours && <li>{constants.supportOpeningHours}</li>}
        {constants.supportEmail && (
          <li>
            <a className="df-footer__link" href={`mailto:${constants.supportEmail}`}>
              {constants.supportEmail}
            </a>
          </li>
        )}
      </ul>
      {chat && (
        <Button variant="secondary" className="df-footer__button" onClick={onChat}>
          Chat with us
        </Button>
      )}
    </section>
  );
}
