import type { ReactNode } from 'react';
import type { I18n } from '@drawfront/shared/contract/i18n';
import { Button } from '@drawfront/shared/ui/button';
import './ticket-builder.css';

export interface EditorActionsProps {
  /** The edited game's name, which each button names for screen readers ("Quick pick Game 2"). */
  name: string;
  i18n: I18n;
  onQuickPick: () => void;
  onClear: () => void;
  /** More ways to fill the game, between quick pick and clear ("Use my favourites"). */
  children?: ReactNode;
}

/** The edited game's buttons: quick pick, any other way to fill it, and clear. */
export function EditorActions({ name, i18n, onQuickPick, onClear, children }: EditorActionsProps) {
  return (
    <div className="catalogue-play-editor__actions">
      <Button variant="secondary" onClick={onQuickPick}>
        {i18n.t('catalogue.play.quick-pick', 'Quick pick')}
        <span className="df-ui-visually-hidden"> {name}</span>
      </Button>
      {children}
      <Button variant="text" onClick={onClear}>
        {i18n.t('catalogue.play.clear', 'Clear')}
        <span className="df-ui-visually-hidden"> {name}</span>
      </Button>
    </div>
  );
}
