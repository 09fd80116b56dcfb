import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { LottoPartyGroup, LottoPartySessionDetails } from '@drawfront/shared/contract/lotto-party';
import type { RemoteProps } from '@drawfront/shared/contract/remote-props';
import { draftStorage } from '@drawfront/shared/data/draft-storage';
import { useResource } from '@drawfront/shared/data/use-resource';
import { useSubmitOnce } from '@drawfront/shared/data/use-submit-once';
import { CREATION_STEPS, EMPTY_DRAFT, nextCreationStep, previousCreationStep } from '@drawfront/shared/rules/lotto-party-steps';
import type { CreationDraft, CreationStep } from '@drawfront/shared/rules/lotto-party-steps';
import { usePathTo } from '@drawfront/shared/routes/use-path-to';
import { Alert } from '@drawfront/shared/ui/alert';
import { Button, buttonClassName } from '@drawfront/shared/ui/button';
import { PlayBreakBanner } from '@drawfront/shared/ui/play-break-notice';
import { LoadError } from '@drawfront/shared/ui/load-error';
import { PageHeading } from '@drawfront/shared/ui/page-heading';
import { ShellLink } from '@drawfront/shared/ui/shell-link';
import { Skeleton } from '@drawfront/shared/ui/skeleton';
import { usePageTitle } from '@drawfront/shared/ui/use-page-title';
import { useStore } from '@drawfront/shared/ui/use-store';
import { groupCreateError, sessionCreateError } from '../../../lib/error-texts';
import { createGroup, createSession, fetchConfigOrGroup } from '../model/creation-calls';
import { restoreCreationDraft, STEP_PARAMETER, stepFromUrl } from '../model/creation-progress';
import { CreatedPanel } from './created-panel';
import { StepFields } from './step-fields';
import '../../../lib/lotto-party.css';

export type CreateGroupPageProps = Pick<RemoteProps, 'api' | 'cartClient' | 'i18n' | 'navigate' | 'session' | 'site'>;

const STEP_TITLES: Record<CreationStep, string> = {
  name_group: 'Name your group',
  select_draw: 'Choose a draw',
  set_share_price: 'Set the share price',
  select_auto_session: 'Play every draw?',
  join_session: 'Buy your shares',
};

/**
 * /lotto-party/group: the creation steps name_group → select_draw → set_share_price → select_auto_session →
 * join_session (groups spec §4). With `?groupId=` it opens a new session of an existing group (the group is named).
 * Each step has its own URL (`?step=`), so the browser's Back goes to the step before, and the draft is kept in
 * session storage through a reload until the session is made.
 */
export function CreateGroupPage({ api, cartClient, i18n, navigate, session, site }: CreateGroupPageProps) {
  const heading = i18n.t('lotto-party.create.heading', 'Start a lotto party');
  usePageTitle(heading, site.name);
  const pathTo = usePathTo(site);
  const { isAuthenticated } = useStore(session);
  const [search, setSearch] = useSearchParams();
  const existingGroupId = search.get('groupId');
  const load = useCallback((signal: AbortSignal) => fetchConfigOrGroup(api, existingGroupId, signal), [api, existingGroupId]);
  const resource = useResource(load);
  const storage = useMemo(() => draftStorage<CreationDraft>({ site: site.key, builder: 'lotto-party-group', offer: existingGroupId ?? '' }), [site.key, existingGroupId]);
  const [draft, setDraft] = useState<CreationDraft>(() => restoreCreationDraft(storage.read()) ?? EMPTY_DRAFT);
  useEffect(() => {
    if (draft !== EMPTY_DRAFT) storage.write(draft);
  }, [draft, storage]);
  const step = stepFromUrl(search.get(STEP_PARAMETER), draft, existingGroupId ? 'select_draw' : 'name_group');
  const setStep = useCallback(
    (next: CreationStep) =>
      setSearch((current) => {
        const params = new URLSearchParams(current);
        params.set(STEP_PARAMETER, next);
        return params;
      }),
    [setSearch],
  );
  const [problem, setProblem] = useState<string | null>(null);
  const [group, setGroup] = useState<LottoPartyGroup | null>(null);
  const stepHeading = useRef<HTMLHeadingElement>(null);

  const loadedGroup = resource.status === 'success' ? resource.data.group : null;
  useEffect(() => {
    if (!loadedGroup) return;
    setGroup(loadedGroup);
    setDraft((current) => ({ ...current, groupName: loadedGroup.groupName }));
  }, [loadedGroup]);
  // Each step's heading takes focus, so a screen reader hears where the form went.
  useEffect(() => stepHeading.current?.focus(), [step]);

  const submit = useSubmitOnce<CreationDraft, { group: LottoPartyGroup; session: LottoPartySessionDetails; inCart: boolean }, { field: string | null; message: string }>({
    send: async (input) => {
      let made = group;
      if (!made) {
        try {
          made = await createGroup(api, input);
        } catch (error) {
          throw { stage: 'group', error };
        }
        setGroup(made);
      }
      let created: LottoPartySessionDetails;
      try {
        created = await createSession(api, made.id, input);
      } catch (error) {
        throw { stage: 'session', error };
      }
      // The group and session exist now: a reload must not offer to make them again.
      storage.clear();
      if (input.ownShares > 0) await cartClient.addItem({ productType: 'social_syndicate_share', key: created.sessionId, quantity: input.ownShares });
      return { group: made, session: created, inCart: input.ownShares > 0 };
    },
    toFailure: (thrown) => {
      const { stage, error } = thrown as { stage?: string; error?: unknown };
      if (stage === 'group') return groupCreateError(error, i18n);
      if (stage === 'session') return { field: null, message: sessionCreateError(error, i18n) };
      return { field: null, message: i18n.t('lotto-party.error.cart', 'Your group and session are ready, but we could not add your shares to the cart. Add them from the session page.') };
    },
  });

  if (!isAuthenticated) {
    const login = pathTo('login', {}, { returnTo: pathTo('lotto-party-group') ?? undefined });
    return (
      <div className="lotto-party-flow">
        <PageHeading>{heading}</PageHeading>
        <p>{i18n.t('lotto-party.create.sign-in', 'Sign in or create an account to start a group.')}</p>
        {login && (
          <ShellLink to={login} navigate={navigate} className={buttonClassName('primary')}>
            {i18n.t('lotto-party.cta.sign-in', 'Sign in to start a group')}
          </ShellLink>
        )}
      </div>
    );
  }

  if (submit.state.status === 'success') {
    return <CreatedPanel heading={heading} result={submit.state.result} i18n={i18n} navigate={navigate} site={site} />;
  }

  const failure = submit.state.status === 'error' ? submit.state.failure : null;
  const index = CREATION_STEPS.indexOf(step);
  const back = previousCreationStep(step);
  const go = () => {
    const next = nextCreationStep(step, draft);
    setProblem(next.problem);
    if (next.problem) return;
    if (next.step === null) void submit.submit(draft);
    else setStep(next.step);
  };

  return (
    <div className="lotto-party-flow">
      <PageHeading intro={i18n.t('lotto-party.create.intro', 'Five quick steps: name the group, pick a draw, price the shares, then buy yours.')}>{heading}</PageHeading>
      <p className="lotto-party-flow__progress">{i18n.t('lotto-party.create.progress', `Step ${index + 1} of ${CREATION_STEPS.length}`)}</p>
      {/* A group can be made during a break; buying its shares waits for the break to end. */}
      <PlayBreakBanner />
      {resource.status === 'loading' && <Skeleton height="12rem" />}
      {resource.status === 'error' && <LoadError title={i18n.t('lotto-party.create.load-error', "We couldn't load the draws you can play")} error={resource.error} i18n={i18n} onRetry={resource.retry} />}
      {resource.status === 'success' && (
        <form
          className="lotto-party-flow__form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            go();
          }}
        >
          <h2 className="lotto-party-flow__step" tabIndex={-1} ref={stepHeading}>
            {i18n.t(`lotto-party.create.step.${step}`, STEP_TITLES[step])}
          </h2>
          <StepFields step={step} draft={draft} onChange={(change) => setDraft((current) => ({ ...current, ...change }))} config={resource.data.config} problem={failure?.field === 'groupName' && step === 'name_group' ? failure.message : problem} locked={Boolean(group)} i18n={i18n} site={site} />
          {failure && !(failure.field === 'groupName' && step === 'name_group') && (
            <Alert tone="error" title={i18n.t('lotto-party.error.title', 'Something went wrong')}>
              {failure.message}
            </Alert>
          )}
          {failure?.field === 'groupName' && step !== 'name_group' && (
            <Button variant="secondary" onClick={() => setStep('name_group')}>
              {i18n.t('lotto-party.create.rename', 'Change the group name')}
            </Button>
          )}
          <div className="lotto-party-flow__actions">
            {back && !(back === 'name_group' && group) && (
              <Button variant="secondary" onClick={() => setStep(back)}>
                {i18n.t('lotto-party.create.back', 'Back')}
              </Button>
            )}
            <Button type="submit" busy={submit.state.status === 'submitting'}>
              {step === 'join_session' ? i18n.t('lotto-party.create.finish', group ? 'Open the session' : 'Create the group') : i18n.t('lotto-party.create.next', 'Next')}
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}
