import { Link } from 'react-router-dom';
import { Alert } from '@drawfront/shared/ui/alert';
import { PageHeading } from '@drawfront/shared/ui/page-heading';
import { usePageTitle } from '@drawfront/shared/ui/use-page-title';
import '../../../components/ticket-builder/ticket-builder.css';

export interface PlayElsewhereProps {
  offerName: string;
  siteName: string;
  message: string;
  linkText: string;
  /** The flow's page from the route table. */
  to: string;
}

/**
 * A game type whose tickets are built by its own flow (`deferred`: the offer's subscription page;
 * `lotto_party`: group play): says so and links there, so "Play now" never ends here.
 */
export function PlayElsewhere({ offerName, siteName, message, linkText, to }: PlayElsewhereProps) {
  usePageTitle(offerName, siteName);
  return (
    <div className="catalogue-page">
      <PageHeading>{offerName}</PageHeading>
      <Alert tone="info">
        <p className="catalogue-play-unavailable__text">{message}</p>
        <p className="catalogue-play-unavailable__text">
          <Link className="df-ui-link" to={to}>
            {linkText}
          </Link>
        </p>
      </Alert>
    </div>
  );
}
