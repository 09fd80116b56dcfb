import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import type { Authenticator } from '../../plugins/auth';
import type { RouteScope } from '../../plugins/module-plugin';
import type { OutboxService } from '../outbox/service';
import type { SiteService } from '../sites/service';
import { createVerificationGate } from './gate';
import { verificationPlatformRoutes } from './platform-routes';
import type { VerificationProvider } from './provider';
import { verificationRoutes } from './routes';
import { createVerificationService } from './service';
import type { VerificationService } from './service';

interface VerificationDeps {
  db: Database;
  now: () => Date;
  config: AppConfig;
  provider: VerificationProvider;
  connectIdOffered: boolean;
  outbox: OutboxService;
  sites: SiteService;
}

/** Identity verification: the checks, the document review queue, and the gate past the deadline after sign-up. */
export const verificationPlugin = {
  /** Unverified past the deadline after sign-up: purchases (the spend check) and withdrawals answer verification_required. */
  gate: ({ now, config }: { now: () => Date; config: AppConfig }) => createVerificationGate({ now, deadlineDays: config.verificationDeadlineDays }),
  build: ({ db, now, config, provider, connectIdOffered, outbox, sites }: VerificationDeps) =>
    createVerificationService(db, { now, deadlineDays: config.verificationDeadlineDays, provider, connectIdOffered, outbox, site: (key) => sites.getSite(key) }),
  routes: {
    v2: (v2: RouteScope, { verification, identity, sites }: { verification: VerificationService; identity: Authenticator; sites: SiteService }) => v2.register(verificationRoutes, { verification, identity, sites }),
    platform: (platform: RouteScope, { verification, config }: { verification: VerificationService; config: AppConfig }) => platform.register(verificationPlatformRoutes, { verification, opsToken: config.opsToken }),
  },
};
