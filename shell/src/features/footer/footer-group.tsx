import type { ReactNode } from 'react';
import { useId, useState } from 'react';

export interface FooterGroupProps {
  title: string;
  /** Collapsed behind its heading (an accordion), as the product lists are on small screens. */
  collapsible: boolean;
  children: ReactNode;
}

/** A titled footer column; as an accordion its heading is a disclosure button (WAI-ARIA accordion pattern). */
export function FooterGroup({ title, collapsible, children }: FooterGroupProps) {
  const [open, setOpen] = useState(false);
  const headingId = useId();
  const panelId = useId();
  if (!collapsible) {
    return (
      <section className="df-footer__group" aria-labelledby={headingId}>
        <h2 id={headingId} className="df-footer__heading">
          {title}
        </h2>
        {children}
      </section>
    );
  }
  return (
    <section className="df-footer__group" aria-labelledby={headingId}>
      <h2 className="df-footer__heading">
        <button
          type="button"
          id={headingId}
          className="df-footer__accordion"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((current) => !current)}
        >
          {title}
          <svg aria-hidden="true" focusable="false" width="16" height="16" viewBox="0 0 16 16" className="df-footer__chevron">
            <path d="M3 6l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" />
          </svg>
        </button>
      </h2>
      <div id={panelId} hidden={!open}>
        {children}
      </div>
    </section>
  );
}
