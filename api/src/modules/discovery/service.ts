import type { Discovery, ServiceName } from '@drawfront/shared/api-client/types';
import { DEFAULT_API_VERSION } from '../../plugins/api-version';

/**
 * Every service the spec names, with its base URL (origin-relative: one process serves them all
 * today, and a split-out service only changes its entry here) and default version.
 */
const SERVICES: Record<ServiceName, { baseUrl: string; version: string }> = {
  main: { baseUrl: '/v2', version: DEFAULT_API_VERSION },
  content: { baseUrl: '/cms', version: '1.0' },
  'customer-verify': { baseUrl: '/customer-verify', version: '1.0' },
  rewards: { baseUrl: '/rewards', version: '1.0' },
  'lotto-party': { baseUrl: '/social/v3', version: '3.0' },
  translations: { baseUrl: '/translations', version: '1.0' },
  notifications: { baseUrl: '/notifications', version: '1.0' },
  placement: { baseUrl: '/placement', version: '1.0' },
  migration: { baseUrl: '/migration', version: '1.0' },
  events: { baseUrl: '/events', version: '1.0' },
  platform: { baseUrl: '/platform', version: '1.0' },
  membership: { baseUrl: '/membership', version: '3.2' },
};

export function discovery(): Discovery {
  return { services: SERVICES };
}
