import { useEffect, useRef, useState } from 'react';
import type { ApiClient } from '@drawfront/shared/api-client/types';
import type { I18n } from '@drawfront/shared/contract/i18n';
import { useSubmitOnce } from '@drawfront/shared/data/use-submit-once';
import type { AccountClosure, CloseAccountRequest } from '@drawfront/shared/rules/account-closure';
import { errorMessage } from '@drawfront/shared/ui/error-message';
import { closeAccount } from '../api/close-account-api';
import { ChooseReason } from './choose-reason';
import { ConfirmClosure } from './confirm-closure';

export interface CloseAccountFlowProps {
  takeABreakPath: string | null;
  api: ApiClient;
  i18n: I18n;
  onClosed: (closure: AccountClosure) => void;
}

/** The two steps, reason then confirm; focus follows each step change to the step's heading. */
export function CloseAccountFlow({ takeABreakPath, api, i18n, onClosed }: CloseAccountFlowProps) {
  const [request, setRequest] = useState<CloseAccountRequest | null>(null);
  const [confirming, setConfirming] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Only a step change moves focus: the page's first render leaves it where the customer is.
  const stepChanged = useRef(false);
  useEffect(() => {
    if (stepChanged.current) headingRef.current?.focus();
  }, [confirming]);

  // The page goes (the customer is signed out) after a success, so the button stays locked meanwhile.
  const closing = useSubmitOnce<CloseAccountRequest, AccountClosure, string>({
    send: (body) => closeAccount(api, body),
    toFailure: (error) => errorMessage(error, i18n.t('account.close.failed', "We couldn't close your account. Please try again.")),
    onSuccess: onClosed,
    lockAfterSuccess: true,
  });

  const step = (next: boolean) => {
    stepChanged.current = true;
    closing.reset();
    setConfirming(next);
  };

  if (confirming && request) {
    const { state } = closing;
    return (
      <ConfirmClosure
        request={request}
        submitting={state.status === 'submitting' || state.status === 'success'}
        failure={state.status === 'error' ? state.failure : null}
        headingRef={headingRef}
        i18n={i18n}
        onConfirm={() => void closing.submit(request)}
        onBack={() => step(false)}
      />
    );
  }
  return (
    <ChooseReason
      initial={request}
      takeABreakPath={takeABreakPath}
      headingRef={headingRef}
      i18n={i18n}
      onContinue={(chosen) => {
        setRequest(chosen);
        step(true);
      }}
    />
  );
}
