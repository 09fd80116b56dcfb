import { useState } from 'react';
import type { I18n } from '../contract/i18n';
import type { CheckStep } from '../fairness/check-steps';
import { translateCheck } from '../fairness/check-texts';
import { Button } from './button';
import './fairness-check.css';

export interface FairnessCheckProps {
  /** Fetches the public data and runs the checks, in this browser (WebCrypto): nothing is checked on a server. */
  run: () => Promise<CheckStep[]>;
  i18n: I18n;
}

type State = { kind: 'idle' } | { kind: 'running' } | { kind: 'done'; steps: CheckStep[] } | { kind: 'failed'; message: string };

/** "Check it yourself": runs a draw's (and a ticket's) checks in the customer's browser and shows each step ✓ or ✗. */
export function FairnessCheck({ run, i18n }: FairnessCheckProps) {
  const [state, setState] = useState<State>({ kind: 'idle' });
  const check = async () => {
    setState({ kind: 'running' });
    try {
      setState({ kind: 'done', steps: await run() });
    } catch (error) {
      setState({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
    }
  };
  const allOk = state.kind === 'done' && state.steps.every((step) => step.ok);
  return (
    <div className="df-ui-fairness-check">
      <Button variant="primary" busy={state.kind === 'running'} onClick={() => void check()}>
        {i18n.t('fairness.check.button', 'Check it yourself')}
      </Button>
      <div aria-live="polite" className="df-ui-fairness-check__result">
        {state.kind === 'running' ? <p>{i18n.t('fairness.check.running', 'Checking in your browser…')}</p> : null}
        {state.kind === 'failed' ? <p className="df-ui-fairness-check__failed">{i18n.t('fairness.check.failed', 'The check could not run: {message}', { message: state.message })}</p> : null}
        {state.kind === 'done' ? (
          <>
            <p className="df-ui-fairness-check__verdict">
              {allOk ? i18n.t('fairness.check.verified', 'Every step checks out, worked out by your own browser.') : i18n.t('fairness.check.not-verified', 'At least one step does not check out.')}
            </p>
            <ul className="df-ui-fairness-check__steps">
              {state.steps.map((step, index) => (
                <li key={index} className={step.ok ? 'df-ui-fairness-check__step df-ui-fairness-check__step--ok' : 'df-ui-fairness-check__step df-ui-fairness-check__step--fail'} data-step={step.key}>
                  <span className="df-ui-fairness-check__mark" aria-hidden="true">{step.ok ? '✓' : '✗'}</span>
                  <span className="df-ui-visually-hidden">{step.ok ? i18n.t('fairness.check.passed', 'Passed:') : i18n.t('fairness.check.did-not-pass', 'Failed:')} </span>
                  {translateCheck(step, i18n)}
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </div>
    </div>
  );
}
