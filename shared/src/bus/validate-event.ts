import type { DrawfrontEvent } from './events';

type Check = (event: Record<string, unknown>) => string | null;

const isString = (v: unknown): v is string => typeof v === 'string';
const isMoney = (v: unknown): boolean =>
  typeof v === 'object' && v !== null && Number.isInteger((v as { amount?: unknown }).amount) && isString((v as { currency?: unknown }).currency);
const need = (ok: boolean, message: string) => (ok ? null : message);
const isStamp = (v: unknown): boolean => v === undefined || (typeof v === 'number' && Number.isFinite(v));

const checks: Record<DrawfrontEvent['type'], Check> = {
  'cart/changed': (e) => need(Number.isInteger(e.itemCount) && (e.itemCount as number) >= 0 && isMoney(e.total), 'itemCount must be a non-negative integer and total an amount in cents'),
  'cart/item-added': (e) =>
    need(
      isString(e.description) && isMoney(e.lineTotal) && isMoney(e.cartTotal) && isString(e.cartPath) && (e.cartPath as string).startsWith('/') && Array.isArray(e.cartLines) && isStamp(e.startedAt),
      'description, lineTotal, cartTotal, a cartPath starting with / and cartLines are needed (startedAt, if given, a number)',
    ),
  'session/changed': (e) => need(typeof e.isAuthenticated === 'boolean' && (e.customerId === null || isString(e.customerId)), 'isAuthenticated must be boolean and customerId a string or null'),
  'session/logged-in': (e) => need(isString(e.customerId), 'customerId must be a string'),
  'session/login-succeeded': (e) => {
    const result = e.result as Record<string, unknown> | undefined;
    return need(
      !!result && isString(result.accessToken) && isString(result.refreshToken) && typeof result.customer === 'object' && (e.returnTo === null || (isString(e.returnTo) && (e.returnTo as string).startsWith('/'))),
      'result needs accessToken, refreshToken and customer; returnTo a path or null',
    );
  },
  'session/logout-requested': (e) => need(['user', 'unauthorised', 'expired'].includes(e.reason as string), 'reason must be user, unauthorised or expired'),
  'auth/login-required': (e) => need(isString(e.returnTo) && (e.returnTo as string).startsWith('/'), 'returnTo must be a path starting with /'),
  'auth/step-up-required': (e) => need(isString(e.requestId), 'requestId must be a string'),
  'notification/show': (e) => {
    const n = e.notification as Record<string, unknown> | undefined;
    return need(
      !!n && isString(n.title) && isString(n.message) && ['info', 'success', 'warning', 'error'].includes(n.level as string) && isStamp(n.startedAt),
      'notification needs title, message and a level (startedAt, if given, a number)',
    );
  },
  'analytics/track': (e) => need(isString(e.name) && typeof e.properties === 'object' && e.properties !== null, 'name must be a string and properties an object'),
  'navigation/request': (e) => need(isString(e.to) && (e.to as string).startsWith('/'), 'to must be a path starting with /'),
  'wallet/changed': (e) => need(isMoney(e.balance), 'balance must be an amount in cents'),
  'customer/changed': () => null,
  'partner-cart/received': (e) => need(isString(e.slug) && typeof e.item === 'object' && e.item !== null && isString((e.item as { lottery?: unknown }).lottery), 'slug and an item with its lottery are needed'),
  'partner-cart/updated': (e) => need(isString(e.slug) && typeof e.cart === 'object' && e.cart !== null && Array.isArray((e.cart as { cartItems?: unknown }).cartItems), 'slug and a cart with cartItems are needed'),
  'partner-cart/purchased': (e) => need(isString(e.slug) && isString(e.purchaseId), 'slug and purchaseId must be strings'),
  'error/sitewide': (e) => need(Number.isInteger(e.status) && (e.code === null || isString(e.code)), 'status must be an integer and code a string or null'),
};

/** Returns why an event is malformed, or null when it is well-formed. */
export function validateEvent(event: unknown): string | null {
  if (typeof event !== 'object' || event === null) return 'an event must be an object';
  const type = (event as { type?: unknown }).type;
  if (!isString(type) || !(type in checks)) return 'unknown event type';
  return checks[type as DrawfrontEvent['type']](event as Record<string, unknown>);
}
