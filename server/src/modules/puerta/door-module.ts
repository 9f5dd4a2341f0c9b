import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client';
import type { TicketSigner } from '../../tickets/ticket-signer';
import type { SessionsService } from '../security';
import type { TokenSigner } from '../security';
import type { PasswordService } from '../usuarios';
import type { UsuariosService } from '../usuarios';
import { createCheckinService } from './checkin-service';
import { createDoorAccess } from './door-access';
import { doorAdminRoutes } from './door-admin-routes';
import { doorAuthRoutes } from './door-auth-routes';
import { createDoorNumbersService } from './door-numbers-service';
import { doorRoutes } from './door-routes';
import { invitationRoutes } from './invitation-routes';
import { createInvitationService } from './invitation-service';
import { createDoorSnapshotService } from './door-snapshot-service';
import { createStaffService } from './staff-service';

export interface DoorModuleDeps {
  db: Db;
  usuarios: UsuariosService;
  sessions: SessionsService;
  tokens: TokenSigner;
  passwords: PasswordService;
  signer: Pick<TicketSigner, 'publicJwk'>;
  publicUrl: string | null;
  rateLimit: {
    loginPerMinute: number;
    loginFailuresPerAccount: number;
    accountActionsPerMinute: number;
  };
  now: () => Date;
}

/**
 * The door (issue 10): sign-in, the door app's routes, invitations to an event's door
 * (docs/decisions/0076-hostile-users.md) and the organiser's door screens.
 */
export const doorModule: FastifyPluginAsync<DoorModuleDeps> = async (app, deps) => {
  const { db, now, signer } = deps;
  const access = createDoorAccess({ db, now });
  await app.register(doorAuthRoutes, deps);
  await app.register(doorRoutes, {
    access,
    snapshots: createDoorSnapshotService({ db, access, signer, now }),
    checkin: createCheckinService({ db, access, signer, now }),
    now,
  });
  await app.register(invitationRoutes, {
    invitations: createInvitationService({ db, now }),
    sessions: deps.sessions,
    tokens: deps.tokens,
    rateLimit: deps.rateLimit,
  });
  await app.register(doorAdminRoutes, {
    staff: createStaffService({ db, now }),
    numbers: createDoorNumbersService({ db, now }),
    publicUrl: deps.publicUrl,
  });
};
