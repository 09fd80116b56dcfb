import { ApiError } from '@drawfront/shared/api-client/api-error';
import { buildRemoteProps } from '@drawfront/shared/testing/build-remote-props';
import { actionFailure, dayStartIso } from './recurring-action';

describe('recurring actions', () => {
  const { i18n } = buildRemoteProps();

  it('shows the API refusal as the API worded it, and a retry hint otherwise', () => {
    const refused = new ApiError({ status: 422, message: 'this autoplay is cancelled', code: 'recurring_status_final', errors: {}, result: null, reported: false, context: 'PATCH' });
    expect(actionFailure(refused, i18n)).toBe('this autoplay is cancelled');
    expect(actionFailure(new Error('network'), i18n)).toBe("We couldn't save that change. Please try again.");
  });

  it('turns a date field value into the start of that day, and refuses anything else', () => {
    expect(dayStartIso('2026-12-01')).toBe(new Date(2026, 11, 1).toISOString());
    expect(dayStartIso('01/12/2026')).toBeNull();
    expect(dayStartIso('')).toBeNull();
  });
});
