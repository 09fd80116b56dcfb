import type { ReactNode, Ref } from 'react';
import type { I18n } from '@drawfront/shared/contract/i18n';
import './ticket-builder.css';

export interface EditorHeaderProps {
  headingId: string;
  headingRef: Ref<HTMLHeadingElement>;
  /** The badge of a complete game ("Complete", "Complete: 28 games"); null while it is not complete. */
  badge: string | null;
  i18n: I18n;
  /** The game's name, as the heading reads it. */
  children: ReactNode;
}

/** The edited game's heading (focusable, for the list's buttons to send focus to) and its completeness badge. */
export function EditorHeader({ headingId, headingRef, badge, i18n, children }: EditorHeaderProps) {
  return (
    <div className="catalogue-play-editor__header">
      <h3 className="catalogue-play-editor__title" id={headingId} ref={headingRef} tabIndex={-1}>
        {children}
      </h3>
      <span className={`catalogue-play-badge${badge !== null ? ' catalogue-play-badge--complete' : ''}`}>{badge ?? i18n.t('catalogue.play.incomplete', 'Not complete')}</span>
    </div>
  );
}
