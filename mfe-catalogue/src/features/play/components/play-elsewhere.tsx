import { PlayNotice } from './play-notice';

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
  return <PlayNotice offerName={offerName} siteName={siteName} message={message} link={{ to, text: linkText }} />;
}
