import { sql } from 'drizzle-orm';
import { ordenes, tickets, usuarios } from '../../db/schema/index';

const transferred = sql`${tickets.idUsuario} <> ${ordenes.idUsuario}`;

/**
 * Whom a ticket admits, as printed on it (needs tickets, ordenes and the holder's usuarios
 * row): a transferred ticket (issue 13) is its new holder's, their account's name and ID;
 * otherwise the checkout's buyer details, else the account's. The door (modules/puerta) and
 * the organiser's exports read the same person. A guest-list ticket (issue 14) has no account:
 * its guest is the order's comprador; so has a box-office sale, whose buyer is the name given.
 */
export const holderSql = {
  nombre: sql<string | null>`case when ${transferred} then ${usuarios.nombre}
    else coalesce(${ordenes.compradorNombre}, ${usuarios.nombre}) end`,
  apellido: sql<string | null>`case when ${transferred} then ${usuarios.apellido}
    else coalesce(${ordenes.compradorApellido}, ${usuarios.apellido}) end`,
  dni: sql<string | null>`case when ${transferred} then ${usuarios.dni}
    else coalesce(${ordenes.compradorNumeroId}, ${usuarios.dni}) end`,
};
