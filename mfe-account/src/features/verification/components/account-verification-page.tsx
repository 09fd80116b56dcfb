import { Link } from 'react-router-dom';
import type { RemoteProps } from '@drawfront/shared/contract/remote-props';
import { usePathTo } from '@drawfront/shared/routes/use-path-to';
import { buttonClassName } from '@drawfront/shared/ui/button';
import { PageHeading } from '@drawfront/shared/ui/page-heading';
import { usePageTitle } from '@drawfront/shared/ui/use-page-title';
import './verification.css';

export type AccountVerificationPageProps = Pick<RemoteProps, 'i18n' | 'site'>;

/** /account-verification (public): why we verify identity and the ways to do it; the links sign a visitor in first. */
export function AccountVerificationPage({ i18n, site }: AccountVerificationPageProps) {
  const heading = i18n.t('account.landing.heading', 'Account verification');
  usePageTitle(heading, site.name);
  const pathTo = usePathTo(site);
  const verifyPath = pathTo('verify-account');
  const uploadPath = pathTo('manual-verification');
  return (
    <div className="account-verify">
      <PageHeading intro={i18n.t('account.landing.intro', 'By law we must confirm the identity and age of everyone who plays with us.')}>{heading}</PageHeading>
      <section aria-labelledby="account-landing-why">
        <h2 id="account-landing-why">{i18n.t('account.landing.why', 'Why we ask')}</h2>
        <ul className="account-verify__landing-list">
          <li>{i18n.t('account.landing.why-age', 'To make sure every player is 18 or over.')}</li>
          <li>{i18n.t('account.landing.why-prizes', 'To pay prizes and withdrawals only to you.')}</li>
          <li>{i18n.t('account.landing.why-deadline', "New accounts have a limited time after sign-up to verify; after it, buying tickets and withdrawing pause until you do. Your account shows the date.")}</li>
        </ul>
      </section>
      <section aria-labelledby="account-landing-how">
        <h2 id="account-landing-how">{i18n.t('account.landing.how', 'How to verify')}</h2>
        <ul className="account-verify__landing-list">
          <li>{i18n.t('account.landing.how-online', "Online in a minute: with your name, date of birth and address, or with your driver's licence.")}</li>
          <li>{i18n.t('account.landing.how-upload', "By upload: send a photo or scan of your driver's licence or passport (PDF, JPEG or PNG) and our team checks it.")}</li>
        </ul>
      </section>
      {verifyPath ? (
        <p>
          <Link to={verifyPath} className={buttonClassName('primary')}>
            {i18n.t('account.landing.start', 'Verify my identity')}
          </Link>
        </p>
      ) : null}
      {uploadPath ? (
        <p>
          <Link to={uploadPath}>{i18n.t('account.landing.upload', 'Upload a photo of your ID instead')}</Link>
        </p>
      ) : null}
    </div>
  );
}
