import type { I18n } from '@drawfront/shared/contract/i18n';
import { PlayNotice } from './play-notice';

export interface PlayUnavailableProps {
  offerName: string;
  siteName: string;
  message: string;
  i18n: I18n;
  /** The offer's standard play page, when there is one to go to instead. */
  standardPath: string | null;
}

/** An offer page that cannot build this ticket: a game type not offered here, or an offer not on sale. */
export function PlayUnavailable({ offerName, siteName, message, i18n, standardPath }: PlayUnavailableProps) {
  const link = standardPath ? { to: standardPath, text: i18n.t('catalogue.play.standard-link', 'Play {name} with your own numbers', { name: offerName }) } : null;
  return <PlayNotice offerName={offerName} siteName={siteName} message={message} link={link} />;
}
