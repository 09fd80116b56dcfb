import { fireEvent, screen, within } from '@testing-library/react';
import type { Capability } from '@drawfront/shared/contract/capabilities';
import type { DrawfrontEvent } from '@drawfront/shared/bus/events';
import { buildShellContext, renderAt, type TestContextOptions } from '../../testing/test-context';
import { SiteFooter, type SiteFooterProps } from './site-footer';

function renderFooter(options: TestContextOptions = {}, props: Partial<SiteFooterProps> = {}) {
  const context = buildShellContext(options);
  const events: DrawfrontEvent[] = [];
  context.bus.events$.subscribe((event) => events.push(event));
  const opened: string[] = [];
  renderAt(<SiteFooter context={context} pathname="/lotto-results" feedbackEnabled onFeedback={() => opened.push('feedback')} onChat={() => opened.push('chat')} {...props} />);
  return { context, events, opened };
}

const footer = () => within(screen.getByRole('contentinfo'));
const linkNames = () => footer().getAllByRole('link').map((link) => link.textContent);
const link = (name: string) => footer().queryByRole('link', { name });

describe('SiteFooter', () => {
  it('hides the feedback block until the content service enables it', () => {
    renderFooter({ capabilities: ['feedback'] }, { feedbackEnabled: false });
    expect(screen.queryByRole('button', { name: 'Give feedback' })).toBeNull();
  });

  it('offers cookie settings on sites with cookie consent', () => {
    const settings = jest.fn();
    renderFooter({ capabilities: ['cookie-consent'] }, { onCookieSettings: settings });
    fireEvent.click(screen.getByRole('button', { name: 'Cookie settings' }));
    expect(settings).toHaveBeenCalled();
  });

  it('always links privacy, terms and conditions and about us', () => {
    renderFooter({ capabilities: [] });
    expect(link('Privacy policy')?.getAttribute('href')).toBe('/about/privacy');
    expect(link('Terms and conditions')?.getAttribute('href')).toBe('/about/terms-and-conditions');
    expect(link('About us')?.getAttribute('href')).toBe('/about');
  });

  it.each<[string, Capability, string, string]>([
    ['cookie policy', 'cookie-consent', 'Cookie policy', '/about/cookie-policy'],
    ['news', 'blog', 'News', '/blog'],
    ['responsible gambling', 'responsible-gambling', 'Responsible gambling', '/about/responsible-gaming'],
  ])('links %s only with %s', (_name, capability, label, href) => {
    renderFooter({ capabilities: [capability] });
    expect(link(label)?.getAttribute('href')).toBe(href);
  });

  it('leaves out the capability links when the capabilities are off', () => {
    renderFooter({ capabilities: [] });
    for (const label of ['Cookie policy', 'News', 'Responsible gambling', 'Download our app']) expect(link(label)).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Tell us what you think' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Chat with us' })).toBeNull();
  });

  it('shows terms of use instead of terms and conditions, and hides about us, with terms-of-use', () => {
    renderFooter({ capabilities: ['terms-of-use'] });
    expect(link('Terms of use')?.getAttribute('href')).toBe('/about/terms-of-use');
    expect(link('Terms and conditions')).toBeNull();
    expect(link('About us')).toBeNull();
  });

  it("links the site's own pages when the site moves them", () => {
    renderFooter({ site: { routeOverrides: { 'about-privacy': '/privacy', 'about-terms-and-conditions': '/terms' } } });
    expect(link('Privacy policy')?.getAttribute('href')).toBe('/privacy');
    expect(link('Terms and conditions')?.getAttribute('href')).toBe('/terms');
  });

  it('shows the feedback block with feedback, and reports a feedback request for the current page', () => {
    const { events, opened } = renderFooter({ capabilities: ['feedback'] });
    expect(screen.getByRole('heading', { name: 'Tell us what you think' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Give feedback' }));
    expect(events).toEqual([{ type: 'analytics/track', name: 'feedback_opened', properties: { source: '/lotto-results' } }]);
    expect(opened).toEqual(['feedback']);
  });

  it('shows customer support with a tel: link, opening hours and email', () => {
    renderFooter({ site: { constants: { ...buildShellContext().site.constants, supportNumber: '1300 123 456', supportOpeningHours: 'Mon–Fri 9am–5pm', supportEmail: 'help@shop.example' } } });
    const support = within(screen.getByRole('region', { name: 'Customer support' }));
    expect(support.getByRole('link', { name: '1300 123 456' }).getAttribute('href')).toBe('tel:1300123456');
    expect(support.getByText('Mon–Fri 9am–5pm')).toBeTruthy();
    expect(support.getByRole('link', { name: 'help@shop.example' }).getAttribute('href')).toBe('mailto:help@shop.example');
    expect(support.queryByRole('button', { name: 'Chat with us' })).toBeNull();
  });

  it('offers chat only with customer-chat', () => {
    const { events } = renderFooter({ capabilities: ['customer-chat'] });
    fireEvent.click(screen.getByRole('button', { name: 'Chat with us' }));
    expect(events).toEqual([{ type: 'analytics/track', name: 'support_chat_opened', properties: { source: '/lotto-results' } }]);
  });

  it('shows the app-download block with native-app', () => {
    renderFooter({ capabilities: ['native-app'] });
    expect(screen.getByRole('heading', { name: 'Get the app' })).toBeTruthy();
    expect(link('Download our app')?.getAttribute('href')).toBe('/app');
  });

  it('lists http(s) social links by network name and drops anything else', () => {
    renderFooter({
      site: {
        socialLinks: [
          { network: 'facebook', url: 'https://facebook.com/demo' },
          { network: 'tiktok', url: 'https://tiktok.com/@demo' },
          { network: 'youtube', url: 'javascript:alert(1)' },
        ],
      },
    });
    const social = within(screen.getByRole('region', { name: 'Follow us' }));
    expect(social.getAllByRole('link').map((a) => a.textContent)).toEqual(['Facebook', 'TikTok']);
  });

  it('omits the social block when there are no links', () => {
    renderFooter({ site: { socialLinks: [] } });
    expect(screen.queryByRole('region', { name: 'Follow us' })).toBeNull();
  });

  it('shows payment methods by name, the brand, the support number and the disclaimer', () => {
    renderFooter({ site: { name: 'Sunshine Raffles' } });
    const payments = within(screen.getByRole('list', { name: 'Payment methods we accept' }));
    expect(payments.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Visa', 'Mastercard', 'American Express', 'PayPal', 'Apple Pay', 'Google Pay']);
    expect(footer().getByText('Sunshine Raffles')).toBeTruthy();
    expect(footer().getAllByRole('link', { name: '1300 000 000' })).toHaveLength(2);
    expect(footer().getByText('Customers must be 18 or older to buy tickets. Please play responsibly.')).toBeTruthy();
  });

  it('shows no more than 8 payment logos', () => {
    const many = ['VISA', 'MASTERCARD', 'AMEX', 'PAYPAL', 'APPLE_PAY', 'GOOGLE_PAY', 'VISA'] as const;
    renderFooter({}, { paymentMethods: many });
    expect(within(screen.getByRole('list', { name: 'Payment methods we accept' })).getAllByRole('listitem')).toHaveLength(6);
  });

  it('has no product links until products are given', () => {
    renderFooter();
    expect(screen.queryByRole('region', { name: 'Play' })).toBeNull();
    expect(linkNames()).not.toContain('Results');
  });
});
