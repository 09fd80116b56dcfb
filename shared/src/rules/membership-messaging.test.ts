import { landingMessaging, tierCallToAction } from './membership-messaging';

describe('landingMessaging', () => {
  it('asks a visitor without a customer to sign in', () => {
    expect(landingMessaging(null)).toBe('visitor');
    expect(tierCallToAction('visitor', true)).toBe('sign-in');
  });

  it('asks a non-member to join whatever tier is left on the record', () => {
    expect(landingMessaging({ status: 'non-member', tier: 'free' })).toBe('non-member');
    expect(landingMessaging({ status: 'non-member', tier: 'premium' })).toBe('non-member');
    expect(tierCallToAction('non-member', false)).toBe('join');
  });

  it('asks a pending-deposit member to deposit, on either tier', () => {
    expect(landingMessaging({ status: 'pending-deposit', tier: 'free' })).toBe('pending-deposit');
    expect(landingMessaging({ status: 'pending-deposit', tier: 'premium' })).toBe('pending-deposit');
    expect(tierCallToAction('pending-deposit', true)).toBe('deposit');
  });

  it('gives a free member member messaging and a premium member premium messaging', () => {
    expect(landingMessaging({ status: 'member', tier: 'free' })).toBe('member');
    expect(landingMessaging({ status: 'member', tier: 'premium' })).toBe('premium');
    expect(tierCallToAction('premium', true)).toBe('manage-premium');
  });

  it('offers a free member the upgrade only where premium is sold', () => {
    expect(tierCallToAction('member', true)).toBe('upgrade');
    expect(tierCallToAction('member', false)).toBe('see-giveaways');
  });
});
