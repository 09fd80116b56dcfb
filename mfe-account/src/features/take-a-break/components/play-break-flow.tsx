import { useEffect, useRef, useState } from 'react';
import type { ApiClient } from '@drawfront/shared/api-client/types';
import type { I18n } from '@drawfront/shared/contract/i18n';
import { useSubmitOnce } from '@drawfront/shared/data/use-submit-once';
import type { PlayBreak, PlayBreakOption, PlayBreakPeriod } from '@drawfront/shared/rules/play-break';
import { errorMessage } from '@drawfront/shared/ui/error-message';
import { startPlayBreak } from '../api/play-break-api';
import type { PlayBreakZone } from '../model/play-break-texts';
import { ChoosePeriod } from './choose-period';
import { ConfirmPeriod } from './confirm-period';

export interface PlayBreakFlowProps {
  options: readonly PlayBreakOption[];
  extending: boolean;
  now: Date;
  zone: PlayBreakZone;
  api: ApiClient;
  i18n: I18n;
  onStarted: (playBreak: PlayBreak) => void;
}

/** The two steps, choose then confirm; focus follows each step change to the step's heading. */
export function PlayBreakFlow({ options, extending, now, zone, api, i18n, onStarted }: PlayBreakFlowProps) {
  const [period, setPeriod] = useState<PlayBreakPeriod | null>(null);
  const [confirming, setConfirming] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Only a step change moves focus: the page's first render leaves it where the customer is.
  const stepChanged = useRef(false);
  useEffect(() => {
    if (!stepChanged.current) return;
    headingRef.current?.focus();
  }, [confirming]);

  // The failure stays the API's error: its message (e.g. play_break_not_shortened) is what the alert shows.
  const starting = useSubmitOnce<PlayBreakPeriod, { playBreak: PlayBreak }, unknown>({
    send: (chosen) => startPlayBreak(api, chosen),
    toFailure: (error) => error,
    onSuccess: (answer) => onStarted(answer.playBreak),
  });

  const step = (next: boolean) => {
    stepChanged.current = true;
    starting.reset();
    setConfirming(next);
  };

  if (confirming && period) {
    const { state } = starting;
    return (
      <ConfirmPeriod
        period={period}
        now={now}
        zone={zone}
        submitting={state.status === 'submitting'}
        failure={state.status === 'error' ? errorMessage(state.failure) : null}
        headingRef={headingRef}
        i18n={i18n}
        onConfirm={() => void starting.submit(period)}
        onBack={() => step(false)}
      />
    );
  }
  return (
    <ChoosePeriod
      options={options}
      initialPeriod={period}
      extending={extending}
      headingRef={headingRef}
      i18n={i18n}
      onContinue={(chosen) => {
        setPeriod(chosen);
        step(true);
      }}
    />
  );
}
