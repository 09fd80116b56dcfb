import { createNotificationStore } from '@drawfront/shared/stores/notification-store';
import { createPageVisits } from './page-visits';
import { showForPage } from './show-for-page';

describe('showForPage', () => {
  it('shows a toast started on this page and drops one started before the customer left it', () => {
    let now = 0;
    const context = { notifications: createNotificationStore(), pageVisits: createPageVisits('/membership', () => now) };
    now = 5;
    context.pageVisits.begin('/results');
    showForPage(context, { title: 'Welcome to Daily Winners', message: 'You have opted in.', level: 'success', startedAt: 3 });
    expect(context.notifications.get()).toHaveLength(0);
    showForPage(context, { title: 'Saved', message: 'Done', level: 'success', startedAt: 6 });
    showForPage(context, { title: 'Unstamped', message: 'From an older remote', level: 'info' });
    expect(context.notifications.get().map((n) => n.title)).toEqual(['Saved', 'Unstamped']);
  });
});
