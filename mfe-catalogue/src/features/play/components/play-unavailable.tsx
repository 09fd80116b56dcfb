import { Link } from 'react-router-dom';
import type { I18n } from '@drawfront/shared/contract/i18n';
import { Alert } from '@drawfront/shared/ui/alert';
import { PageHeading } from '@drawfront/shared/ui/page-heading';
import { usePageTitle } from '@drawfront/shared/ui/use-page-title';
import '../../../components/ticket-builder/ticket-builder.css';

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
  usePageTitle(offerName, siteName);
  return (
    <div className="catalogue-page">
      <PageHeading>{offerName}</PageHeading>
      <Alert tone="info">
        <p className="catalogue-play-unavailable__text">{message}</p>
        {standardPath ? (
          <p className="catalogue-play-unavailable__text">
            <Link className="df-ui-link" to={standardPath}>
              {i18n.t('catalogue.play.standard-link', 'Play {name} with your own numbers', { name: offerName })}
            </Link>
          </p>
        ) : null}
      </Alert>
    </div>
  );
}
