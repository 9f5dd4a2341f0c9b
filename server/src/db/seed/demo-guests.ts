import { generateKeyPairSync } from 'node:crypto';
import { AR_OFFSET_MS } from '@shared/domain/argentina-time';
import { createListaService } from '../../modules/lista/lista-service';
import { createTicketSigner, type TicketSigner } from '../../tickets/ticket-signer';
import type { Db } from '../client';
import type { DbTx } from '../executor';

/** The demo's guests: on the door night's list, so the door app finds them by name. */
export const DEMO_GUESTS = {
  free: [
    { nombre: 'Camila Ferreyra', email: 'camila.ferreyra@pulso.test' },
    { nombre: 'Julián Acosta', email: 'julian.acosta@pulso.test' },
    { nombre: 'Martina Ruiz', email: 'martina.ruiz@pulso.test' },
  ],
  descuento: [
    { nombre: 'Tomás Benítez', email: 'tomas.benitez@pulso.test' },
    { nombre: 'Sofía Medina', email: 'sofia.medina@pulso.test' },
  ],
} as const;

/** "HH:MM", Argentina's wall clock. */
const horaAR = (instant: Date) =>
  new Date(instant.getTime() + AR_OFFSET_MS).toISOString().slice(11, 16);

/**
 * A guest list (issue 14) on the first night of the door's demo event: three free guests until
 * two hours after it starts, two paying half the General price at the door. Added through the
 * list's own service, as the organiser's page does it, so each ticket is signed and each
 * invitation queued; they show at /lista/<idEvento>.
 */
export async function insertDemoGuests(
  tx: DbTx,
  opts: {
    night: { idEvento: number; idFecha: number; inicio: Date };
    general: { idEntrada: number; precio: number };
    organizer: number;
    now: Date;
    signer?: TicketSigner;
    siteUrl: string;
  },
): Promise<void> {
  const signer = opts.signer ?? createTicketSigner(generateKeyPairSync('ed25519').privateKey);
  // The service opens its own transaction: inside the seed's it is a savepoint, so a failure
  // still rolls the whole seed back.
  const lista = createListaService({ db: tx as unknown as Db, signer, now: () => opts.now });
  const viewer = { idUsuario: opts.organizer, isAdmin: false };
  const base = {
    idEvento: opts.night.idEvento,
    idFecha: opts.night.idFecha,
    idEntrada: opts.general.idEntrada,
  };
  await lista.agregar(
    viewer,
    {
      ...base,
      modalidad: 'free',
      precioPuerta: 0,
      hasta: horaAR(new Date(opts.night.inicio.getTime() + 2 * 3_600_000)),
      invitados: [...DEMO_GUESTS.free],
    },
    opts.siteUrl,
  );
  await lista.agregar(
    viewer,
    {
      ...base,
      modalidad: 'descuento',
      precioPuerta: Math.max(100, Math.round(opts.general.precio / 200) * 100),
      hasta: null,
      invitados: [...DEMO_GUESTS.descuento],
    },
    opts.siteUrl,
  );
}
