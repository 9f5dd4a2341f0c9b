import { generateKeyPairSync } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { createListaService } from '../../modules/lista/lista-service';
import { createTicketSigner, type TicketSigner } from '../../tickets/ticket-signer';
import type { Db } from '../client';
import type { DbTx } from '../executor';
import {
  codigosDescuento,
  entradas,
  eventoRoles,
  productoraMiembros,
  rrppComisiones,
  usuarios,
} from '../schema/index';
import { DEMO_BUYERS, insertPaidOrder, type StockRef } from './demo-orders';
import { days } from './demo-time';

/** The demo's RRPP of Subsuelo Producciones, with the slug of their link and code. */
export const DEMO_RRPP = [
  { correo: 'rrpp@pulso.test', slug: 'martina' },
  { correo: 'rrpp2@pulso.test', slug: 'joaquin' },
  { correo: 'rrpp3@pulso.test', slug: 'brenda' },
] as const;

/** The event the demo's RRPP sell (demo-events.ts). */
export const RRPP_EVENT = 'vendimia-electronica';
/**
 * A night Brenda does not work (docs/decisions/0091-productoras-and-roles.md, roles per
 * event): the dueño left her out of it on its "Equipo del evento" page, so it is not on her
 * page and a sale through her link there is nobody's.
 */
export const RRPP_SIN_ACCESO_EVENT = 'nieve-y-bajo';

/**
 * Three RRPP in the demo productora (docs/decisions/0092-rrpp.md), each with sales of
 * Vendimia Electrónica's first night through their link or their code and a commission, so
 * the ranking, their own page and the settlement's RRPP lines show figures at once: Martina
 * sells most (10 % of the net), Joaquín earns a fixed amount a ticket (more for VIP), Brenda
 * has one sale.
 */
export async function insertDemoRrpp(
  tx: DbTx,
  opts: {
    idProductora: number;
    idEvento: number;
    /** The night Brenda does not work (RRPP_SIN_ACCESO_EVENT). */
    idEventoSinBrenda: number;
    general: StockRef;
    vip: StockRef;
    now: Date;
    /** The first order number free for the sandbox's demo ids (demo-orders.ts). */
    firstN: number;
    signer?: TicketSigner;
  },
) {
  const people = await tx
    .select({ idUsuario: usuarios.idUsuario, correo: usuarios.correo })
    .from(usuarios)
    .where(
      inArray(
        usuarios.correo,
        DEMO_RRPP.map((r) => r.correo),
      ),
    );
  const id = (correo: string) => people.find((p) => p.correo === correo)!.idUsuario;
  const [martina, joaquin, brenda] = DEMO_RRPP.map((r) => id(r.correo)) as [number, number, number];
  await tx.insert(productoraMiembros).values(
    DEMO_RRPP.map((r) => ({
      idProductora: opts.idProductora,
      idUsuario: id(r.correo),
      rol: 'rrpp' as const,
      rrppSlug: r.slug,
      createdAt: new Date(opts.now.getTime() - days(20)),
    })),
  );
  await tx.insert(rrppComisiones).values([
    { idEvento: opts.idEvento, idUsuario: martina, cdTipo: null, modo: 'porcentaje', valor: 10 },
    { idEvento: opts.idEvento, idUsuario: joaquin, cdTipo: null, modo: 'fijo', valor: 1500 },
    {
      idEvento: opts.idEvento,
      idUsuario: joaquin,
      cdTipo: opts.vip.cdTipo,
      modo: 'fijo',
      valor: 4000,
    },
    { idEvento: opts.idEvento, idUsuario: brenda, cdTipo: null, modo: 'porcentaje', valor: 8 },
  ]);
  await tx.insert(eventoRoles).values({
    idEvento: opts.idEventoSinBrenda,
    idUsuario: brenda,
    rol: 'ninguno',
    createdAt: new Date(opts.now.getTime() - days(10)),
  });
  // Martina's own discount code: 10 % off, and the sale hers.
  await tx.insert(codigosDescuento).values({
    idEvento: opts.idEvento,
    codigo: 'MARTINA10',
    tipo: 'porcentaje',
    valor: 10,
    idRrpp: martina,
    createdAt: new Date(opts.now.getTime() - days(15)),
  });
  const buyers = await tx
    .select({ idUsuario: usuarios.idUsuario, nombre: usuarios.nombre, apellido: usuarios.apellido })
    .from(usuarios)
    .where(
      inArray(
        usuarios.correo,
        DEMO_BUYERS.map((b) => b.correo),
      ),
    );
  const sales: Array<[StockRef, number, number, 'enlace' | 'codigo', number]> = [
    // row, tickets, RRPP, how, days ago
    [opts.general, 4, martina, 'enlace', 6],
    [opts.vip, 2, martina, 'codigo', 4],
    [opts.general, 3, martina, 'enlace', 2],
    [opts.general, 2, joaquin, 'codigo', 5],
    [opts.vip, 1, joaquin, 'enlace', 3],
    [opts.general, 2, brenda, 'enlace', 1],
  ];
  const signer = opts.signer ?? createTicketSigner(generateKeyPairSync('ed25519').privateKey);
  for (const [i, [row, cantidad, rrpp, via, ago]] of sales.entries()) {
    await tx
      .update(entradas)
      .set({ vendidas: sql`${entradas.vendidas} + ${cantidad}` })
      .where(eq(entradas.idEntrada, row.idEntrada));
    await insertPaidOrder(
      tx,
      signer,
      {
        row,
        cantidad,
        buyer: buyers[i % buyers.length]!,
        paidAt: new Date(opts.now.getTime() - days(ago) - i * 60_000),
        rrpp: { idUsuario: rrpp, via },
      },
      opts.firstN + i,
    );
  }
}

/** The demo's RRPP guests on the door night: the door app shows "Lista de Martina Acosta". */
export const DEMO_RRPP_GUESTS = {
  'rrpp@pulso.test': [
    { nombre: 'Lucas Romero', email: 'lucas.romero@pulso.test' },
    { nombre: 'Agustina Vera', email: 'agustina.vera@pulso.test' },
    { nombre: 'Nicolás Paz', email: 'nicolas.paz@pulso.test' },
  ],
  'rrpp2@pulso.test': [
    { nombre: 'Federico Luna', email: 'federico.luna@pulso.test' },
    { nombre: 'Rocío Gómez', email: 'rocio.gomez@pulso.test' },
  ],
  'rrpp3@pulso.test': [{ nombre: 'Paula Herrera', email: 'paula.herrera@pulso.test' }],
} as const;

/**
 * Each demo RRPP's list on the door night of Matiné en Barracas, given by the organiser and
 * filled by the RRPP through the list's own service (signed tickets, queued invitations):
 * Martina 20 places free, Joaquín 10 at a door price, Brenda 15 free.
 */
export async function insertDemoRrppLists(
  tx: DbTx,
  opts: {
    night: { idEvento: number; idFecha: number };
    general: { idEntrada: number; precio: number };
    organizer: number;
    now: Date;
    signer?: TicketSigner;
    siteUrl: string;
  },
): Promise<void> {
  const signer = opts.signer ?? createTicketSigner(generateKeyPairSync('ed25519').privateKey);
  // Inside the seed's transaction the service's own is a savepoint (demo-guests.ts).
  const lista = createListaService({ db: tx as unknown as Db, signer, now: () => opts.now });
  const people = await tx
    .select({ idUsuario: usuarios.idUsuario, correo: usuarios.correo })
    .from(usuarios)
    .where(
      inArray(
        usuarios.correo,
        DEMO_RRPP.map((r) => r.correo),
      ),
    );
  const terms = {
    'rrpp@pulso.test': { cupo: 20, modalidad: 'free' as const, precioPuerta: 0 },
    'rrpp2@pulso.test': {
      cupo: 10,
      modalidad: 'descuento' as const,
      precioPuerta: Math.max(100, Math.round(opts.general.precio / 200) * 100),
    },
    'rrpp3@pulso.test': { cupo: 15, modalidad: 'free' as const, precioPuerta: 0 },
  };
  const base = { idEvento: opts.night.idEvento, idFecha: opts.night.idFecha };
  for (const { correo } of DEMO_RRPP) {
    const idUsuario = people.find((p) => p.correo === correo)!.idUsuario;
    await lista.guardarListaRrpp(
      { idUsuario: opts.organizer, isAdmin: false },
      { ...base, idUsuario, idEntrada: opts.general.idEntrada, hasta: null, ...terms[correo] },
    );
    await lista.agregarRrpp(
      { idUsuario, isAdmin: false },
      { ...base, invitados: [...DEMO_RRPP_GUESTS[correo]] },
      opts.siteUrl,
    );
  }
}
