import { Link } from 'react-router-dom';
import type { ProductOffer } from '@drawfront/shared/contract/catalogue';
import type { I18n } from '@drawfront/shared/contract/i18n';
import type { SiteInfo } from '@drawfront/shared/contract/site';
import { PageHeading } from '@drawfront/shared/ui/page-heading';
import { usePageTitle } from '@drawfront/shared/ui/use-page-title';

export interface FreePostalEntryPageProps {
  offer: ProductOffer;
  offerPath: string;
  site: SiteInfo;
  i18n: I18n;
}

/** `/{offer}/buy?free-postal-entry`: how to enter a raffle free by post instead of buying a ticket. */
export function FreePostalEntryPage({ offer, offerPath, site, i18n }: FreePostalEntryPageProps) {
  const heading = i18n.t('catalogue.free-entry.heading', 'Enter {name} free by post', { name: offer.name });
  usePageTitle(heading, site.name);
  const address = site.constants.freeEntryAddress?.length ? site.constants.freeEntryAddress : null;
  return (
    <div className="catalogue-page">
      <PageHeading>{heading}</PageHeading>
      <p>{i18n.t('catalogue.free-entry.intro', 'You can enter any draw without buying a ticket. A free entry has the same chance of winning as a bought one.')}</p>
      <ol>
        <li>{i18n.t('catalogue.free-entry.step-1', 'Write your full name, postal address, phone number and email address on a plain card.')}</li>
        <li>{i18n.t('catalogue.free-entry.step-2', 'Add the name of the raffle ({name}) and the draw number you want to enter.', { name: offer.name })}</li>
        {address ? (
          <li>
            {i18n.t('catalogue.free-entry.step-3-to', 'Post it in its own envelope to the address below. It must arrive before that draw’s sales close.')}
            <address className="catalogue-free-entry__address">
              {address.map((line) => (
                <span key={line}>
                  {line}
                  <br />
                </span>
              ))}
            </address>
          </li>
        ) : (
          <li>{i18n.t('catalogue.free-entry.step-3', 'Post it in its own envelope to {siteName} Free Entries. It must arrive before that draw’s sales close.', { siteName: site.constants.siteName })}</li>
        )}
      </ol>
      <p>{i18n.t('catalogue.free-entry.one', 'One entry per envelope. Questions: {email}.', { email: site.constants.supportEmail })}</p>
      <p>
        <Link className="df-ui-link" to={offerPath}>
          {i18n.t('catalogue.free-entry.back', 'Back to {name}', { name: offer.name })}
        </Link>
      </p>
    </div>
  );
}
