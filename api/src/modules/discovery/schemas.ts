import type { Discovery, ServiceName } from '@drawfront/shared/api-client/types';
import { Type } from 'typebox';
import type { Static } from 'typebox';
import { assertType } from '../../lib/typebox';
import type { SameShape } from '../../lib/typebox';

const SERVICE_NAMES = ['main', 'content', 'customer-verify', 'rewards', 'lotto-party', 'translations', 'notifications', 'placement', 'migration', 'events', 'platform', 'membership'] as const satisfies readonly ServiceName[];

const ServiceSchema = Type.Object({ baseUrl: Type.String(), version: Type.String() });

export const DiscoverySchema = Type.Object({
  services: Type.Object(Object.fromEntries(SERVICE_NAMES.map((name) => [name, ServiceSchema])) as Record<ServiceName, typeof ServiceSchema>),
});

assertType<SameShape<Static<typeof DiscoverySchema>, Discovery>>();
