import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import type { RemoteProps } from '@drawfront/shared/contract/remote-props';
import type { VerificationState, VerifyResult } from '@drawfront/shared/contract/verification';
import { useSubmitOnce } from '@drawfront/shared/data/use-submit-once';
import { usePathTo } from '@drawfront/shared/routes/use-path-to';
import { GENERIC_ERROR_MESSAGE } from '@drawfront/shared/api-client/error-mapping';
import { Alert } from '@drawfront/shared/ui/alert';
import { Button } from '@drawfront/shared/ui/button';
import { errorMessage } from '@drawfront/shared/ui/error-message';
import { LoadError } from '@drawfront/shared/ui/load-error';
import { PageHeading } from '@drawfront/shared/ui/page-heading';
import { usePageTitle } from '@drawfront/shared/ui/use-page-title';
import { FocusOnShow } from '../../../components/focus-on-show';
import { startConnectId, verifyDetails, verifyLicence } from '../api/verification-api';
import { useConnectIdReturn } from '../hooks/use-connectid-return';
import { useVerification } from '../hooks/use-verification';
import { verificationPanel } from '../model/verification-panel';
import { describeDetailsFailure, describeLicenceFailure } from '../model/verify-form';
import type { DetailsField, LicenceField, VerifyFailure } from '../model/verify-form';
import { DetailsForm } from './details-form';
import { LicenceForm } from './licence-form';
import { VerificationStatus } from './verification-status';
import './verification.css';
import { QUERY_KEYS } from '@drawfront/shared/data/query-defaults';
import { useInvalidate } from '@drawfront/shared/data/use-mutation';

export type VerifyAccountPageProps = Pick<RemoteProps, 'api' | 'bus' | 'i18n' | 'site'> & {
  /** Leaves the page for ConnectID; the browser's own navigation unless a test passes one. */
  leave?: (url: string) => void;
};

type Method = 'auto_verification' | 'drivers_licence';
/** Each method's tries left, as the API answers them (camelCase keys). */
const TRIES_KEY = { auto_verification: 'autoVerification', drivers_licence: 'driversLicence' } as const;
interface Attempt {
  method: Method;
  send: () => Promise<VerifyResult>;
}

/** /my-account/verify-account: where the customer stands, and a check by address details or driver's licence. */
export function VerifyAccountPage({ api, bus, i18n, site, leave = (url) => window.location.assign(url) }: VerifyAccountPageProps) {
  const heading = i18n.t('account.verify.heading', 'Verify your identity');
  usePageTitle(heading, site.name);
  const resource = useVerification(api);
  const pathTo = usePathTo(site);
  const uploadPath = pathTo('manual-verification');
  const [chosen, setChosen] = useState<Method | null>(null);
  const invalidate = useInvalidate();
  const state: VerificationState | null = resource.status === 'success' ? resource.data : null;
  const left = state?.attemptsLeft;
  // The details check first, unless its tries are used up.
  const method: Method = chosen ?? (left && left.autoVerification === 0 ? 'drivers_licence' : 'auto_verification');
  const check = useSubmitOnce<Attempt, VerifyResult, { method: Method; failure: VerifyFailure<string> }>({
    send: (attempt) => attempt.send(),
    toFailure: (error) => ({ method, failure: method === 'drivers_licence' ? describeLicenceFailure(error) : describeDetailsFailure(error) }),
    onSuccess: (result) => {
      resource.replace(result.verification);
      if (result.outcome === 'verified') {
        // The session's customer (isVerified) and the cart's blocked reasons are read again by whoever shows them.
        invalidate([QUERY_KEYS.customer]);
        bus.emit({ type: 'customer/changed' });
      }
    },
  });

  const location = useLocation();
  const navigate = useNavigate();
  const toldShell = () => {
    invalidate([QUERY_KEYS.customer]);
    bus.emit({ type: 'customer/changed' });
  };
  const connectId = useConnectIdReturn(
    api,
    location.search,
    i18n.t('account.verify.connectid-failed', "ConnectID couldn't confirm your identity. Please try again or use another way below."),
    () => {
      resource.retry();
      toldShell();
    },
    // The code in the address is spent: a reload must not send it again.
    () => navigate(location.pathname, { replace: true }),
  );
  const connectIdStart = useSubmitOnce<void, { redirectUrl: string }, unknown>({ send: () => startConnectId(api), toFailure: (error: unknown) => error, onSuccess: ({ redirectUrl }) => leave(redirectUrl) });

  const panel = state ? verificationPanel(state) : null;
  const canCheck = state !== null && !state.isVerified && panel !== 'pending_review' && (left!.autoVerification > 0 || left!.driversLicence > 0);
  const failure = check.state.status === 'error' ? check.state.failure : null;
  const submitting = check.state.status === 'submitting';

  return (
    <div className="account-verify">
      <PageHeading intro={i18n.t('account.verify.intro', 'By law we must confirm who you are before you can keep buying tickets and withdraw winnings.')}>{heading}</PageHeading>
      {resource.status === 'loading' ? (
        <p role="status">{i18n.t('account.verify.loading', 'Loading your verification status')}</p>
      ) : null}
      {resource.status === 'error' ? <LoadError title={i18n.t('account.verify.load-error', "We couldn't load your verification status")} error={resource.error} i18n={i18n} onRetry={resource.retry} /> : null}
      {state ? (
        <FocusOnShow focusKey={check.state.status === 'success' ? check.state : 'loaded'}>
          <VerificationStatus state={state} i18n={i18n} site={site} />
        </FocusOnShow>
      ) : null}
      {failure?.failure.formMessage ? (
        <FocusOnShow focusKey={check.state}>
          <Alert tone="error" title={i18n.t('account.verify.error-title', "We couldn't check your identity")}>
            {failure.failure.formMessage}
          </Alert>
        </FocusOnShow>
      ) : null}
      {connectId.status === 'checking' ? <p role="status">{i18n.t('account.verify.connectid-checking', 'Checking what ConnectID sent back')}</p> : null}
      {connectId.status === 'failed' ? (
        <FocusOnShow focusKey={connectId}>
          <Alert tone="error" title={i18n.t('account.verify.connectid-error-title', 'Not verified with ConnectID')}>
            {connectId.message}
          </Alert>
        </FocusOnShow>
      ) : null}
      {canCheck ? (
        <>
          {state.connectIdOffered ? (
            <div className="account-verify__connectid">
              <p>{i18n.t('account.verify.connectid-intro', 'Let your bank confirm who you are with ConnectID: it takes one step and no documents.')}</p>
              <Button variant="secondary" busy={connectIdStart.state.status === 'submitting'} disabled={connectIdStart.state.status === 'submitting'} onClick={() => void connectIdStart.submit(undefined)}>
                {i18n.t('account.verify.connectid', 'Verify with ConnectID')}
              </Button>
              {connectIdStart.state.status === 'error' ? <p className="account-verify__connectid-error" role="alert">{errorMessage(connectIdStart.state.failure, i18n.t('error.generic', GENERIC_ERROR_MESSAGE))}</p> : null}
            </div>
          ) : null}
          <fieldset className="account-verify__methods">
            <legend>{i18n.t('account.verify.method', 'How would you like to verify?')}</legend>
            {(['auto_verification', 'drivers_licence'] as const).map((option) => (
              <label key={option} className="account-verify__method">
                <input type="radio" name="method" value={option} checked={method === option} disabled={left![TRIES_KEY[option]] === 0} onChange={() => setChosen(option)} />
                <span>
                  {option === 'auto_verification' ? i18n.t('account.verify.method.auto', 'With your name, date of birth and address') : i18n.t('account.verify.method.licence', "With your driver's licence")}{' '}
                  <span className="account-verify__tries">
                    {left![TRIES_KEY[option]] === 0 ? i18n.t('account.verify.no-tries', '(no tries left)') : i18n.t('account.verify.tries', '({n} tries left)', { n: left![TRIES_KEY[option]] })}
                  </span>
                </span>
              </label>
            ))}
          </fieldset>
          {method === 'auto_verification' ? (
            <DetailsForm key="details" i18n={i18n} initial={{}} submitting={submitting} serverErrors={failure?.method === 'auto_verification' ? (failure.failure.fieldErrors as Partial<Record<DetailsField, string>>) : undefined} onSubmit={(details) => void check.submit({ method: 'auto_verification', send: () => verifyDetails(api, details) })} />
          ) : (
            <LicenceForm key="licence" i18n={i18n} initial={{}} submitting={submitting} serverErrors={failure?.method === 'drivers_licence' ? (failure.failure.fieldErrors as Partial<Record<LicenceField, string>>) : undefined} onSubmit={(licence) => void check.submit({ method: 'drivers_licence', send: () => verifyLicence(api, licence) })} />
          )}
        </>
      ) : null}
      {state && !state.isVerified && uploadPath && panel !== 'pending_review' ? (
        <p className="account-verify__alternative">
          {i18n.t('account.verify.alternative', 'Prefer to send a document?')} <Link to={uploadPath}>{i18n.t('account.verify.alternative-link', 'Upload a photo of your ID')}</Link>
        </p>
      ) : null}
    </div>
  );
}
