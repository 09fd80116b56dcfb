import { Link } from 'react-router-dom';
import { Alert } from '@drawfront/shared/ui/alert';
import { PageHeading } from '@drawfront/shared/ui/page-heading';
import { usePageTitle } from '@drawfront/shared/ui/use-page-title';
import '../../../components/ticket-builder/ticket-builder.css';

export interface PlayNoticeProps {
  offerName: string;
  siteName: string;
  message: string;
  /** Where the customer can play instead, when there is somewhere. */
  link: { to: string; text: string } | null;
}

/** An offer page that builds no ticket here: the offer's heading, why, and where to go instead. */
export function PlayNotice({ offerName, siteName, message, link }: PlayNoticeProps) {
  usePageTitle(offerName, siteName);
  return (
    <div className="catalogue-page">
      <PageHeading>{offerName}</PageHeading>
      <Alert tone="info">
        <p className="catalogue-play-unavailable__text">{message}</p>
        {link ? (
          <p className="catalogue-play-unavailable__text">
            <Link className="df-ui-link" to={link.to}>
              {link.text}
            </Link>
          </p>
        ) : null}
      </Alert>
    </div>
  );
}
