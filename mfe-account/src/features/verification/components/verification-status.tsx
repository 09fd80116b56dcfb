import { Link } from 'react-router-dom';
import type { RemoteProps } from '@drawfront/shared/contract/remote-props';
import type { VerificationState } from '@drawfront/shared/contract/verification';
import { usePathTo } from '@drawfront/shared/routes/use-path-to';
import { Alert } from '@drawfront/shared/ui/alert';
import { deadlineDate, PANEL_TEXTS, verificationPanel } from '../model/verification-panel';

export interface VerificationStatusProps extends Pick<RemoteProps, 'i18n' | 'site'> {
  state: VerificationState;
  /** Offer the upload page's link when a document is the way on (not on the upload page itself). */
  offerUpload?: boolean;
}

/** Where the customer stands: the panel for their statuses, and the deadline or the block while unverified. */
export function VerificationStatus({ state, i18n, site, offerUpload = true }: VerificationStatusProps) {
  const panel = verificationPanel(state);
  const text = PANEL_TEXTS[panel];
  const pathTo = usePathTo(site);
  const uploadPath = pathTo('manual-verification');
  const date = deadlineDate(state.deadline, site.locale, site.timeZone);
  const tone = panel === 'verified' ? 'success' : panel === 'attempted_auto' || panel === 'attempted_licence' ? 'error' : 'info';
  return (
    <div className="account-verify__status">
      <Alert tone={tone} title={i18n.t(`account.verify.panel.${text.key}.title`, text.title)}>
        <p>{i18n.t(`account.verify.panel.${text.key}.body`, text.body)}</p>
        {offerUpload && uploadPath && (panel === 'document_required' || panel === 'attempted_licence') ? (
          <p>
            <Link to={uploadPath}>{i18n.t('account.verify.upload-link', 'Upload a photo of your ID')}</Link>
          </p>
        ) : null}
      </Alert>
      {state.isVerified ? null : state.blocked ? (
        <Alert tone="error" title={i18n.t('account.verify.blocked.title', 'Buying and withdrawing are paused')}>
          {i18n.t('account.verify.blocked.body', 'The time to verify your identity ended on {date}. Verify now to buy tickets and withdraw again.', { date })}
        </Alert>
      ) : (
        <p className="account-verify__deadline">{i18n.t('account.verify.deadline', "Please verify your identity by {date}. After that you can't buy tickets or withdraw until you do.", { date })}</p>
      )}
    </div>
  );
}
