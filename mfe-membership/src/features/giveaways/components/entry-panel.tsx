import { Link } from 'react-router-dom';
import type { RemoteProps } from '@drawfront/shared/contract/remote-props';
import type { CustomerMembership, EntryStatus, GiveawayDraw, UpcomingMembershipDraw } from '@drawfront/shared/contract/membership';
import { ENTRY_RULES } from '@drawfront/shared/rules/membership-entries';
import { useSubmitOnce } from '@drawfront/shared/data/use-submit-once';
import { Alert } from '@drawfront/shared/ui/alert';
import { Button, buttonClassName } from '@drawfront/shared/ui/button';
import { errorMessage } from '@drawfront/shared/ui/error-message';
import { useRemotePathTo } from '@drawfront/shared/routes/use-remote-path-to';
import { putEntry } from '../../../lib/membership-api';
import { entryText } from '../../../lib/giveaway-texts';

export interface EntryPanelProps extends Pick<RemoteProps, 'api' | 'basePath' | 'i18n' | 'notify' | 'site'> {
  draw: GiveawayDraw;
  membership: CustomerMembership | null;
  /** The entry changed: read the giveaway again (a pending unlock comes back resolved). */
  onEntered: (entry: UpcomingMembershipDraw) => void;
}

/** The customer's entry in an open giveaway and what they can do: join, deposit, enter or leave, unlock, upgrade. */
export function EntryPanel({ api, basePath, i18n, notify, site, draw, membership, onEntered }: EntryPanelProps) {
  const pathTo = useRemotePathTo(site, basePath);
  const landing = pathTo('daily-winners');
  const deposit = pathTo('daily-winners-deposit');
  const tiers = pathTo('daily-winners-membership-tiers');
  const change = useSubmitOnce({
    send: (entryStatus: EntryStatus) => putEntry(api, draw.id, entryStatus),
    toFailure: (error) => errorMessage(error),
    onSuccess: (entry, entryStatus) => {
      // A pending unlock is told once it is resolved (the page reads the giveaway again).
      if (entry.unlockRequest !== 'pending' && entryStatus === 'unlocked') notify({ level: 'success', title: i18n.t('membership.opt-in.title', "You're in!"), message: i18n.t('membership.opt-in.message', 'You are entered in the {title}.', { title: draw.title }), isAutoDismissed: true });
      onEntered(entry);
    },
  });
  const entry = draw.entry;
  const status = membership?.membershipStatus ?? 'non-member';
  const free = membership?.membershipTier !== 'premium';
  const rule = ENTRY_RULES[draw.type].free;

  let body: React.ReactNode = null;
  if (status === 'non-member') {
    body = landing && (
      <Link to={landing} className={buttonClassName('primary')}>
        {i18n.t('membership.entry.join', 'Join Daily Winners to enter')}
      </Link>
    );
  } else if (status === 'pending-deposit') {
    body = deposit && (
      <Link to={deposit} className={buttonClassName('primary')}>
        {i18n.t('membership.cta.deposit', 'Make a deposit')}
      </Link>
    );
  } else if (entry && free && draw.availability === 'open') {
    if (draw.lockedContent) {
      body = (
        <div className="membership-locked">
          <h3>{draw.lockedContent.title}</h3>
          <p>{draw.lockedContent.text}</p>
          {tiers && (
            <Link to={tiers} className={buttonClassName('primary')}>
              {i18n.t('membership.cta.upgrade', 'Go premium')}
            </Link>
          )}
        </div>
      );
    } else if (rule.unlockable && entry.entryStatus === 'locked') {
      body =
        entry.unlockRequest === 'pending' ? (
          <p role="status">{i18n.t('membership.unlock.pending', 'Your unlock request is pending.')}</p>
        ) : (
          <Button busy={change.state.status === 'submitting'} onClick={() => void change.submit('unlocked')}>
            {i18n.t('membership.unlock.cta', 'Unlock my entry')}
          </Button>
        );
    } else if (!rule.unlockable && entry.entryStatus === 'unlocked') {
      body = (
        <Button variant="secondary" busy={change.state.status === 'submitting'} onClick={() => void change.submit('locked')}>
          {i18n.t('membership.entry.leave', 'Leave this giveaway')}
        </Button>
      );
    } else if (!rule.unlockable && entry.entryStatus === 'locked') {
      body = (
        <Button busy={change.state.status === 'submitting'} onClick={() => void change.submit('unlocked')}>
          {i18n.t('membership.entry.enter', 'Enter this giveaway')}
        </Button>
      );
    }
  }

  return (
    <section className="membership-section membership-join" aria-labelledby="membership-entry-heading">
      <h2 className="membership-section__heading" id="membership-entry-heading">
        {i18n.t('membership.giveaway.your-entry', 'Your entry')}
      </h2>
      <p className="membership-join__text" data-testid="membership-entry">
        {entryText(entry, draw.availability, i18n)}
      </p>
      {change.state.status === 'error' && (
        <Alert tone="error" title={i18n.t('membership.error.title', 'Something went wrong')}>
          {change.state.failure}
        </Alert>
      )}
      {body}
    </section>
  );
}
