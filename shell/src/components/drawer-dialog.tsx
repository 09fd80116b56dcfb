import type { ReactNode } from 'react';
import { useId, useRef } from 'react';
import { Button } from '@drawfront/shared/ui/button';
import { useDialogFocus } from './use-dialog-focus';
import './drawer-dialog.css';

export interface DrawerDialogProps {
  /** The id the opening button names in `aria-controls`. */
  id: string;
  title: string;
  /** Accessible name of the close button, e.g. "Close menu". */
  closeLabel: string;
  side: 'left' | 'right';
  /**
   * Where focus starts: the close button (the default, for panels read top to bottom), or the first
   * control of the content, for a drawer that is a list of places to go.
   */
  initialFocus?: 'close' | 'content';
  onClose: () => void;
  children: ReactNode;
}

/**
 * A modal side panel; the shell's drawers are built on it. Render it only while open: mounting
 * moves focus in and unmounting hands focus back to the opener.
 */
export function DrawerDialog({ id, title, closeLabel, side, initialFocus = 'close', onClose, children }: DrawerDialogProps) {
  const ref = useRef<HTMLDivElement>(null);
  const body = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useDialogFocus(ref, onClose, initialFocus === 'content' ? body : undefined);
  return (
    <div className="df-drawer-layer">
      {/* A pointer convenience only: keyboard users close with Escape or the close button. */}
      <div className="df-drawer-backdrop" aria-hidden="true" onClick={onClose} />
      <div ref={ref} id={id} className={`df-drawer df-drawer--${side}`} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <div className="df-drawer__header">
          <h2 id={titleId} className="df-drawer__title">
            {title}
          </h2>
          <Button variant="text" className="df-drawer__close" aria-label={closeLabel} onClick={onClose}>
            <svg aria-hidden="true" focusable="false" width="20" height="20" viewBox="0 0 20 20">
              <path d="M4 4l12 12M16 4L4 16" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
            </svg>
          </Button>
        </div>
        <div ref={body} className="df-drawer__body">
          {children}
        </div>
      </div>
    </div>
  );
}
