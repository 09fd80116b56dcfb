import type { ReactNode } from 'react';
import { useId, useRef } from 'react';
import { Button } from '@drawfront/shared/ui/button';
import { useDialogFocus } from './use-dialog-focus';
import './drawer-dialog.css';
import './modal-dialog.css';

export interface ModalDialogProps {
  title: string;
  closeLabel: string;
  onClose: () => void;
  children: ReactNode;
}

/**
 * A centred modal (medium, 550 px: storefront §9 modal sizes) on the drawers' layer and focus rules:
 * focus moves in, Tab wraps, Escape closes, focus goes back to the opener. Render it only while open.
 */
export function ModalDialog({ title, closeLabel, onClose, children }: ModalDialogProps) {
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useDialogFocus(ref, onClose);
  return (
    <div className="df-drawer-layer">
      <div className="df-drawer-backdrop" aria-hidden="true" onClick={onClose} />
      <div ref={ref} className="df-modal" role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
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
        <div className="df-modal__body">{children}</div>
      </div>
    </div>
  );
}
