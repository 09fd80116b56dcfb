import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { ApiRequest } from '@drawfront/shared/api-client/types';
import type { DrawfrontEvent } from '@drawfront/shared/bus/events';
import type { Capability } from '@drawfront/shared/contract/capabilities';
import type { RemoteProps } from '@drawfront/shared/contract/remote-props';
import type { CustomerDetails } from '@drawfront/shared/contract/customer-details';
import { DEFAULT_ADDRESS_CONFIG } from '@drawfront/shared/rules/customer-details';
import { createSessionStore } from '@drawfront/shared/stores/session-store';
import { buildApi, buildRemoteProps, buildSite } from '@drawfront/shared/testing/build-remote-props';
import { CurrentPath } from './current-path';

export type Handler = (request: ApiRequest) => unknown;

/** `GET /customer/details` as the API answers a customer with an Australian address. */
export function buildDetails(overrides: Partial<CustomerDetails> = {}): CustomerDetails {
  return {
    customerId: '0d8e7a52-5b1c-4a57-9a55-8f1f7d0c2a11',
    firstname: 'Dana',
    lastname: 'Demo',
    email: 'dana@example.com',
    phone: '0412345678',
    dateOfBirth: '1985-06-15',
    address: { addressLine1: '1 George St', addressLine2: '', suburb: 'Sydney', postcode: '2000', state: 'NSW', country: 'AU' },
    addressConfig: DEFAULT_ADDRESS_CONFIG,
    immutableFields: [],
    addressConfirmationRequired: false,
    emailAddressConfirmationRequired: false,
    ...overrides,
  };
}

/**
 * A page of the details or preferences features at `path` (matched by `pattern`) over stubbed API answers keyed
 * "METHOD /path" (any other call fails), signed in as the details' customer; `events` collects the bus.
 */
export function renderAccountPage(page: (props: RemoteProps) => ReactElement, options: { path: string; pattern: string; handlers: Record<string, Handler>; capabilities?: Capability[] }) {
  const request = jest.fn(async (r: ApiRequest) => {
    const handler = options.handlers[`${r.method ?? 'GET'} ${r.path}`];
    if (!handler) throw new Error(`Unexpected API call ${r.method ?? 'GET'} ${r.path}`);
    return handler(r);
  });
  const navigate = jest.fn();
  const customerId = buildDetails().customerId;
  const site = buildSite(options.capabilities ? { capabilities: options.capabilities } : {});
  const props = buildRemoteProps({ site, api: buildApi(request), navigate, session: createSessionStore({ isAuthenticated: true, customerId, accessToken: 'token', customer: null }) });
  const events: DrawfrontEvent[] = [];
  props.bus.events$.subscribe((event) => events.push(event));
  const view = render(
    <MemoryRouter initialEntries={[options.path]}>
      <Routes>
        <Route path={options.pattern} element={page(props)} />
      </Routes>
      <CurrentPath />
    </MemoryRouter>,
  );
  return { ...view, request, events, navigate };
}
