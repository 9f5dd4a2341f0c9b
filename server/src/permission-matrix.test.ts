import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MSG } from '@shared/messages';
import {
  entradas,
  ordenes,
  ordenItems,
  productoraMiembros,
  productoras,
  sesiones,
  tickets,
} from './db/schema/index';
import { saveMediaLink } from './media/media-service';
import { signWebhook } from './payments/webhook-signature';
import { comprador, SANDBOX_SECRET } from './test/checkout-fixtures';
import { createFiestasService } from './modules/fiestas/fiestas-service';
import { insertArtista, insertEvento } from './test/discovery-fixtures';
import { doorLogin } from './test/door-fixtures';
import { crearEventoPayload, multipartBody } from './test/organiser-fixtures';
import { createTestApp, type TestApp } from './test/test-app';

/**
 * Who may call every API route. A route missing here fails the first test, so each new
 * endpoint arrives with its row. `allowed` lists the callers that get past the access check;
 * everyone else must get 401 (no usable session) or 403/404 (signed in, not theirs).
 * A 401 says why: a guest sent no token ('sinSesion'); a token that opens no session here,
 * such as an administrator's that expired ('vencida'), ended ('sesionVencida').
 */
type Caller =
  | 'guest'
  | 'usuario'
  | 'organizador'
  | 'administrador'
  | 'validador'
  | 'otroOrganizador'
  | 'puerta'
  | 'vencida';
const CALLERS: Caller[] = [
  'guest',
  'usuario',
  'organizador',
  'administrador',
  'validador',
  'otroOrganizador',
  'puerta',
  'vencida',
];
const EVERYONE: Caller[] = CALLERS;
const SIGNED_IN: Caller[] = ['usuario', 'organizador', 'administrador', 'otroOrganizador'];
/**
 * The door app's routes (issue 10): web sessions and door sessions ('puerta': the role-3
 * account signed in at POST /Puerta/Login). Everywhere else a door session gets 401.
 */
const DOOR: Caller[] = [...SIGNED_IN, 'puerta'];

interface Fixtures {
  ids: Record<Exclude<Caller, 'guest' | 'puerta' | 'vencida'>, number>;
  /** An on-sale event of `organizador`, one of its dates, and an active artist. */
  idEvento: number;
  idFecha: number;
  idArtista: number;
  /** A recurring party of `organizador`, and a media item (video link) of the event. */
  idFiesta: number;
  idMedia: number;
  /** A small real PNG for uploads. */
  png: Uint8Array;
  /** A productora whose dueño is `organizador`. */
  idProductora: number;
}

const ORGANISER_OR_ADMIN: Caller[] = ['organizador', 'administrador'];
const ADMIN_ONLY: Caller[] = ['administrador'];

/** A valid modification of the fixture event (its one date, same times). */
function updateEventoBody(f: Fixtures) {
  const { fechas: _fechas, fiesta: _fiesta, ...base } = crearEventoPayload(f.idArtista);
  return {
    ...base,
    idEvento: f.idEvento,
    fechas: [
      {
        idFecha: f.idFecha,
        inicio: '2030-01-04T23:00:00-03:00',
        fin: '2030-01-05T05:00:00-03:00',
        inicioVenta: '2029-12-05T23:00:00-03:00',
        finVenta: '2030-01-04T23:00:00-03:00',
      },
    ],
  };
}

/** A scan at the fixture event's door. */
const doorScan = (f: Fixtures) => ({
  idEscaneo: randomUUID(),
  idFecha: f.idFecha,
  puerta: 'Puerta 1',
  dispositivo: randomUUID(),
  codigo: 'matriz',
});

interface Row {
  allowed: Caller[];
  /** A request aimed at data owned by `organizador` (so `otroOrganizador` must be refused). */
  request: (f: Fixtures) => Omit<InjectOptions, 'method' | 'url'> & { url: string };
}

const MATRIX: Record<string, Row> = {
  'GET /api/v1/Config': { allowed: EVERYONE, request: () => ({ url: '/api/v1/Config' }) },
  // A proof-of-work challenge (docs/decisions/0076-hostile-users.md): anyone may ask for one.
  'GET /api/v1/Desafio': { allowed: EVERYONE, request: () => ({ url: '/api/v1/Desafio' }) },
  'POST /api/v1/Security/Login': {
    allowed: EVERYONE,
    request: () => ({ url: '/api/v1/Security/Login', payload: {} }),
  },
  'POST /api/v1/Security/Google': {
    allowed: EVERYONE,
    request: () => ({ url: '/api/v1/Security/Google', payload: {} }),
  },
  'POST /api/v1/Security/Logout': {
    allowed: SIGNED_IN,
    request: () => ({ url: '/api/v1/Security/Logout' }),
  },
  'GET /api/v1/Security/Me': {
    allowed: SIGNED_IN,
    request: () => ({ url: '/api/v1/Security/Me' }),
  },
  'POST /api/v1/Usuario/CreateUsuario': {
    allowed: EVERYONE,
    request: () => ({ url: '/api/v1/Usuario/CreateUsuario', payload: {} }),
  },
  'GET /api/v1/Usuario/GetUsuario': {
    // Only the organiser themself and administrators may read the organiser's account.
    allowed: ['organizador', 'administrador'],
    request: (f) => ({ url: `/api/v1/Usuario/GetUsuario?IdUsuario=${f.ids.organizador}` }),
  },
  'PUT /api/v1/Usuario/UpdateUsuario': {
    // The organiser's own profile: themself or an administrator.
    allowed: ['organizador', 'administrador'],
    request: (f) => ({
      url: '/api/v1/Usuario/UpdateUsuario',
      payload: { idUsuario: f.ids.organizador, nombre: 'Matriz', apellido: 'Organizadora' },
    }),
  },
  'DELETE /api/v1/Usuario/DeleteUsuario/:id': {
    // An account no one here owns (deleting a caller would break the rows after it): only an
    // administrator gets past the check (404); self-deletion is in usuarios/perfil.test.ts.
    allowed: ['administrador'],
    request: () => ({ url: '/api/v1/Usuario/DeleteUsuario/999999' }),
  },
  'PUT /api/v1/Usuario/CambiarPassword': {
    // Always your own password (a wrong current one here: 400, nothing changes).
    allowed: SIGNED_IN,
    request: () => ({
      url: '/api/v1/Usuario/CambiarPassword',
      payload: { actual: 'incorrecta1', nueva: 'nuevaClave99', confirmacion: 'nuevaClave99' },
    }),
  },
  'POST /api/v1/Usuario/RecuperarPassword': {
    allowed: EVERYONE,
    request: () => ({
      url: '/api/v1/Usuario/RecuperarPassword',
      payload: { correo: 'nadie@pulso.test' },
    }),
  },
  'POST /api/v1/Usuario/RestablecerPassword': {
    allowed: EVERYONE,
    request: () => ({ url: '/api/v1/Usuario/RestablecerPassword', payload: {} }),
  },
  // E-mail confirmation (docs/decisions/0076-hostile-users.md): the mailed link works signed
  // out (an unknown token here: 400); a new link is for one's own account (confirmed: 409).
  'POST /api/v1/Usuario/ConfirmarCorreo': {
    allowed: EVERYONE,
    request: () => ({ url: '/api/v1/Usuario/ConfirmarCorreo', payload: { token: 'x'.repeat(43) } }),
  },
  'POST /api/v1/Usuario/ReenviarConfirmacion': {
    allowed: SIGNED_IN,
    request: () => ({ url: '/api/v1/Usuario/ReenviarConfirmacion' }),
  },
  'GET /api/v1/Media': {
    allowed: EVERYONE,
    request: () => ({ url: '/api/v1/Media?IdEntidadMedia=idCarousel1' }),
  },
  'GET /api/v1/Media/file/:idMedia': {
    allowed: EVERYONE,
    request: () => ({ url: '/api/v1/Media/file/999' }),
  },
  'GET /api/v1/Evento/GetGeneros': {
    allowed: EVERYONE,
    request: () => ({ url: '/api/v1/Evento/GetGeneros' }),
  },
  'GET /api/v1/Evento/GetEstadosEvento': {
    allowed: EVERYONE,
    request: () => ({ url: '/api/v1/Evento/GetEstadosEvento' }),
  },
  'GET /api/v1/Evento/GetEventos': {
    // Other statuses and favourites are refused inside (see eventos.test.ts).
    allowed: EVERYONE,
    request: (f) => ({ url: `/api/v1/Evento/GetEventos?Estado=2&IdEvento=${f.idEvento}` }),
  },
  'GET /api/v1/Evento/Calendario': {
    allowed: EVERYONE,
    request: (f) => ({ url: `/api/v1/Evento/Calendario?IdEvento=${f.idEvento}` }),
  },
  'GET /api/v1/Entrada/GetTiposEntrada': {
    allowed: EVERYONE,
    request: () => ({ url: '/api/v1/Entrada/GetTiposEntrada' }),
  },
  'GET /api/v1/Entrada/GetEntradasFecha': {
    allowed: EVERYONE,
    request: (f) => ({ url: `/api/v1/Entrada/GetEntradasFecha?IdFecha=${f.idFecha}&Estado=0` }),
  },
  'GET /api/v1/Entrada/AdicionalesFecha': {
    allowed: EVERYONE,
    request: (f) => ({ url: `/api/v1/Entrada/AdicionalesFecha?IdFecha=${f.idFecha}` }),
  },
  'PUT /api/v1/Usuario/EventoFavorito': {
    // Marked in the organiser's name: only the organiser themself.
    allowed: ['organizador'],
    request: (f) => ({
      url: '/api/v1/Usuario/EventoFavorito',
      payload: { idUsuario: f.ids.organizador, idEvento: f.idEvento },
    }),
  },
  'GET /api/v1/Usuario/GetEventosFavoritos': {
    allowed: ['organizador', 'administrador'],
    request: (f) => ({ url: `/api/v1/Usuario/GetEventosFavoritos?idUsuario=${f.ids.organizador}` }),
  },
  'GET /api/v1/Artista/GetArtista': {
    allowed: EVERYONE,
    request: () => ({ url: '/api/v1/Artista/GetArtista?isActivo=true' }),
  },
  'GET /api/v1/Artista/GetImgLikesArtista': {
    allowed: EVERYONE,
    request: (f) => ({ url: `/api/v1/Artista/GetImgLikesArtista?id=${f.idArtista}` }),
  },
  'PUT /api/v1/Usuario/ArtistaFavorito': {
    allowed: ['organizador'],
    request: (f) => ({
      url: '/api/v1/Usuario/ArtistaFavorito',
      payload: { idUsuario: f.ids.organizador, idArtista: f.idArtista },
    }),
  },
  'POST /api/v1/Evento/CrearEvento': {
    // Any signed-in user may create an event (role 3 never has a session).
    allowed: SIGNED_IN,
    request: () => ({ url: '/api/v1/Evento/CrearEvento', payload: {} }),
  },
  'PUT /api/v1/Evento/UpdateEvento': {
    allowed: ORGANISER_OR_ADMIN,
    request: (f) => ({ url: '/api/v1/Evento/UpdateEvento', payload: updateEventoBody(f) }),
  },
  'PUT /api/v1/Entrada/UpdateEntrada': {
    allowed: ORGANISER_OR_ADMIN,
    request: (f) => ({
      url: '/api/v1/Entrada/UpdateEntrada',
      payload: { idFecha: f.idFecha, tipo: 0, precio: 12000 },
    }),
  },
  'GET /api/v1/Entrada/GetStockEvento': {
    allowed: ORGANISER_OR_ADMIN,
    request: (f) => ({ url: `/api/v1/Entrada/GetStockEvento?IdEvento=${f.idEvento}` }),
  },
  'PUT /api/v1/Entrada/UpdateEntradasFecha': {
    allowed: ORGANISER_OR_ADMIN,
    request: (f) => ({
      url: '/api/v1/Entrada/UpdateEntradasFecha',
      payload: { idFecha: f.idFecha, entradas: [{ tipo: 0, precio: 10000, cantidad: 120 }] },
    }),
  },
  'GET /api/v1/Entrada/TiposEvento': {
    allowed: ORGANISER_OR_ADMIN,
    request: (f) => ({ url: `/api/v1/Entrada/TiposEvento?IdEvento=${f.idEvento}` }),
  },
  'PUT /api/v1/Entrada/TiposFecha': {
    allowed: ORGANISER_OR_ADMIN,
    request: (f) => ({
      url: '/api/v1/Entrada/TiposFecha',
      payload: {
        idFecha: f.idFecha,
        tipos: [
          {
            nombre: 'Entrada',
            admite: 'General',
            precio: 1000,
            cantidad: 10,
            oculta: false,
            tanda: null,
            abreAt: null,
            cupos: [],
          },
        ],
        cupos: [],
      },
    }),
  },
  'POST /api/v1/Media': {
    allowed: ORGANISER_OR_ADMIN,
    request: (f) => ({
      url: '/api/v1/Media',
      ...multipartBody(
        { IdEntidadMedia: `evento-${f.idEvento}` },
        { field: 'File', filename: 'flyer.png', type: 'image/png', bytes: f.png },
      ),
    }),
  },
  'DELETE /api/v1/Media/:idMedia': {
    allowed: ORGANISER_OR_ADMIN,
    request: (f) => ({ url: `/api/v1/Media/${f.idMedia}` }),
  },
  'GET /api/v1/Fiesta/GetFiestas': {
    allowed: ORGANISER_OR_ADMIN,
    request: (f) => ({ url: `/api/v1/Fiesta/GetFiestas?IdUsuario=${f.ids.organizador}` }),
  },
  'POST /api/v1/Fiesta/CrearFiesta': {
    allowed: SIGNED_IN,
    request: () => ({
      url: '/api/v1/Fiesta/CrearFiesta',
      payload: { nombre: 'Fiesta de la matriz' },
    }),
  },
  'PUT /api/v1/Fiesta/UpdateFiesta': {
    allowed: ['organizador'],
    request: (f) => ({
      url: '/api/v1/Fiesta/UpdateFiesta',
      payload: { idFiesta: f.idFiesta, nombre: 'Matriz editada' },
    }),
  },
  'DELETE /api/v1/Fiesta/DeleteFiesta': {
    allowed: ['organizador'],
    request: (f) => ({ url: `/api/v1/Fiesta/DeleteFiesta?id=${f.idFiesta}` }),
  },
  'GET /api/v1/noticia': { allowed: EVERYONE, request: () => ({ url: '/api/v1/noticia' }) },
  // Issue 5, administrators. Requests that would destroy shared fixtures aim at ids that do
  // not exist or at states that refuse (the administrator then gets 404/409, never 401/403).
  'POST /api/v1/noticia': {
    allowed: ADMIN_ONLY,
    request: () => ({ url: '/api/v1/noticia', payload: { titulo: 'Matriz', contenido: 'x' } }),
  },
  'PUT /api/v1/noticia': {
    allowed: ADMIN_ONLY,
    request: () => ({
      url: '/api/v1/noticia',
      payload: { idNoticia: 999999, titulo: 'Matriz', contenido: 'x' },
    }),
  },
  'DELETE /api/v1/noticia/:id': {
    allowed: ADMIN_ONLY,
    request: () => ({ url: '/api/v1/noticia/999999' }),
  },
  'GET /api/v1/Evento/GetEventosAValidar': {
    allowed: ADMIN_ONLY,
    request: () => ({ url: '/api/v1/Evento/GetEventosAValidar' }),
  },
  'GET /api/v1/Evento/GetEventoAValidar': {
    allowed: ADMIN_ONLY,
    request: (f) => ({ url: `/api/v1/Evento/GetEventoAValidar?IdEvento=${f.idEvento}` }),
  },
  'PUT /api/v1/Evento/ValidarEvento': {
    // The fixture event is on sale: 409 for the administrator.
    allowed: ADMIN_ONLY,
    request: (f) => ({ url: '/api/v1/Evento/ValidarEvento', payload: { idEvento: f.idEvento } }),
  },
  'PUT /api/v1/Evento/RechazarEvento': {
    allowed: ADMIN_ONLY,
    request: (f) => ({
      url: '/api/v1/Evento/RechazarEvento',
      payload: { idEvento: f.idEvento, motivo: 'Matriz' },
    }),
  },
  'GET /api/v1/Artista/GetArtistasAdmin': {
    allowed: ADMIN_ONLY,
    request: () => ({ url: '/api/v1/Artista/GetArtistasAdmin' }),
  },
  'POST /api/v1/Artista/CreateArtista': {
    // The fixture artist's name: 409 for the administrator.
    allowed: ADMIN_ONLY,
    request: () => ({
      url: '/api/v1/Artista/CreateArtista',
      payload: { nombre: 'Matriz', bio: 'Bio de Matriz', socials: {} },
    }),
  },
  'PUT /api/v1/Artista/UpdateArtista': {
    allowed: ADMIN_ONLY,
    request: (f) => ({
      url: '/api/v1/Artista/UpdateArtista',
      payload: { idArtista: f.idArtista, nombre: 'Matriz', bio: 'Bio de Matriz', socials: {} },
    }),
  },
  'PUT /api/v1/Artista/ActivarArtista': {
    allowed: ADMIN_ONLY,
    request: (f) => ({
      url: '/api/v1/Artista/ActivarArtista',
      payload: { idArtista: f.idArtista, socials: {} },
    }),
  },
  'GET /api/v1/Terminos/Versiones': {
    allowed: ADMIN_ONLY,
    request: () => ({ url: '/api/v1/Terminos/Versiones' }),
  },
  'PUT /api/v1/Artista/DescartarArtista': {
    // The fixture artist is active: 409 for the administrator.
    allowed: ADMIN_ONLY,
    request: (f) => ({
      url: '/api/v1/Artista/DescartarArtista',
      payload: { idArtista: f.idArtista },
    }),
  },
  'DELETE /api/v1/Artista/DeleteArtista/:id': {
    allowed: ADMIN_ONLY,
    request: () => ({ url: '/api/v1/Artista/DeleteArtista/999999' }),
  },
  'GET /api/v1/Admin/Correos': {
    allowed: ['administrador'],
    request: () => ({ url: '/api/v1/Admin/Correos' }),
  },
  // Issue 6, checkout and payments. Buying is for role 0 (the fixture event's sales are
  // closed: 409 for those allowed); an order is its owner's only.
  'POST /api/v1/Orden/CrearOrden': {
    allowed: ['usuario', 'organizador', 'otroOrganizador'],
    request: (f) => ({
      url: '/api/v1/Orden/CrearOrden',
      headers: { 'idempotency-key': 'matriz-de-permisos' },
      payload: {
        idEvento: f.idEvento,
        items: [{ idFecha: f.idFecha, cdTipo: 0, cantidad: 1 }],
        comprador,
      },
    }),
  },
  'GET /api/v1/Orden/GetOrden': {
    allowed: ['organizador'],
    request: () => ({ url: `/api/v1/Orden/GetOrden?idOrden=${idOrdenOrganizador}` }),
  },
  // Issue 15: one's own pending purchase of an event (answered from the caller's account only)
  // and letting one go. Unknown ids here, so the fixture order keeps no checkout and stays
  // pending; ownership is tested in pending-order.test.ts.
  'GET /api/v1/Orden/GetOrdenPendiente': {
    allowed: ['usuario', 'organizador', 'otroOrganizador'],
    request: () => ({ url: '/api/v1/Orden/GetOrdenPendiente?idEvento=2000000000' }),
  },
  'POST /api/v1/Orden/CancelarPendiente': {
    allowed: ['usuario', 'organizador', 'otroOrganizador'],
    request: () => ({
      url: '/api/v1/Orden/CancelarPendiente',
      payload: { idOrden: 2_000_000_000 },
    }),
  },
  // Retrying a rejected payment: an unknown order (404 for those allowed); ownership and the
  // rest in pending-order.test.ts.
  'POST /api/v1/Orden/ReintentarPago': {
    allowed: ['usuario', 'organizador', 'otroOrganizador'],
    request: () => ({
      url: '/api/v1/Orden/ReintentarPago',
      payload: { idOrden: 2_000_000_000 },
    }),
  },
  'POST /api/v1/Pagos/Webhook': {
    // Public, signed by the provider: a genuine notification about an unknown payment.
    allowed: EVERYONE,
    request: () => {
      const requestId = 'matriz';
      return {
        url: '/api/v1/Pagos/Webhook?data.id=sbxpaymatriz&type=payment',
        headers: {
          'x-request-id': requestId,
          'x-signature': signWebhook({ secret: SANDBOX_SECRET, dataId: 'sbxpaymatriz', requestId }),
        },
        payload: { type: 'payment', data: { id: 'sbxpaymatriz' } },
      };
    },
  },
  'GET /api/v1/Pagos/Sandbox/:preferenceId': {
    allowed: EVERYONE,
    request: () => ({ url: '/api/v1/Pagos/Sandbox/sbxprefmatriz' }),
  },
  'POST /api/v1/Pagos/Sandbox/:preferenceId': {
    allowed: EVERYONE,
    request: () => ({
      url: '/api/v1/Pagos/Sandbox/sbxprefmatriz',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'decision=aprobar',
    }),
  },
  'GET /api/v1/Entrada/ClavePublica': {
    allowed: EVERYONE,
    request: () => ({ url: '/api/v1/Entrada/ClavePublica' }),
  },
  'GET /api/v1/Entrada/Revocadas': {
    // The door app's revocation list: the event's owner or an administrator.
    allowed: ORGANISER_OR_ADMIN,
    request: (f) => ({ url: `/api/v1/Entrada/Revocadas?IdEvento=${f.idEvento}` }),
  },
  'POST /api/v1/Orden/SolicitarReembolso': {
    // Role 0, the order's owner (its event never changed: 409, nothing happens); others 404.
    allowed: ['usuario', 'organizador', 'otroOrganizador'],
    request: () => ({
      url: '/api/v1/Orden/SolicitarReembolso',
      payload: { idOrden: idOrdenOrganizador },
    }),
  },
  // Issue 6, after the sale. Tickets are their holder's (role 0): `idTicketOrganizador` is the
  // organiser's; others get 404. Sales: the owner or an administrator. Cancelling: the owner
  // (an unknown event here, so the fixture event stays on sale; ownership is tested in
  // cancelaciones.test.ts). Rating: role 0 (an unknown event: 404 for everyone let through).
  'GET /api/v1/Entrada/MisEntradas': {
    allowed: ['usuario', 'organizador', 'otroOrganizador'],
    request: () => ({ url: '/api/v1/Entrada/MisEntradas' }),
  },
  'GET /api/v1/Entrada/GetEntrada': {
    allowed: ['organizador'],
    request: () => ({ url: `/api/v1/Entrada/GetEntrada?idTicket=${idTicketOrganizador}` }),
  },
  'PUT /api/v1/Entrada/NombreAsistente': {
    // The holder's own ticket: only the organiser holds this one.
    allowed: ['organizador'],
    request: () => ({
      url: '/api/v1/Entrada/NombreAsistente',
      payload: { idTicket: idTicketOrganizador, nombre: 'Juana Paz' },
    }),
  },
  'GET /api/v1/Entrada/Descargar': {
    allowed: ['organizador'],
    request: () => ({ url: `/api/v1/Entrada/Descargar?idTicket=${idTicketOrganizador}` }),
  },
  'GET /api/v1/Evento/GetVentas': {
    allowed: ORGANISER_OR_ADMIN,
    request: (f) => ({ url: `/api/v1/Evento/GetVentas?IdEvento=${f.idEvento}` }),
  },
  'POST /api/v1/Productora/Crear': {
    allowed: [...ORGANISER_OR_ADMIN, 'otroOrganizador'],
    request: () => ({
      url: '/api/v1/Productora/Crear',
      payload: { nombre: `Matriz ${randomUUID().slice(0, 8)}` },
    }),
  },
  'GET /api/v1/Productora/Mias': {
    allowed: SIGNED_IN,
    request: () => ({ url: '/api/v1/Productora/Mias' }),
  },
  'GET /api/v1/Productora/Equipo': {
    allowed: ORGANISER_OR_ADMIN,
    request: (f) => ({ url: `/api/v1/Productora/Equipo?IdProductora=${f.idProductora}` }),
  },
  'POST /api/v1/Productora/Invitar': {
    allowed: ORGANISER_OR_ADMIN,
    request: (f) => ({
      url: '/api/v1/Productora/Invitar',
      payload: {
        idProductora: f.idProductora,
        correo: `matriz.${randomUUID().slice(0, 8)}@pulso.test`,
        rol: 'rrpp',
      },
    }),
  },
  // A link nobody was sent: every signed-in account gets past the access check to the 404.
  'POST /api/v1/Productora/Invitacion/Aceptar': {
    allowed: SIGNED_IN,
    request: () => ({
      url: '/api/v1/Productora/Invitacion/Aceptar',
      payload: { token: 'x'.repeat(43) },
    }),
  },
  'POST /api/v1/Productora/Miembro': {
    allowed: ORGANISER_OR_ADMIN,
    request: (f) => ({
      url: '/api/v1/Productora/Miembro',
      payload: {
        idProductora: f.idProductora,
        idUsuario: f.ids.organizador,
        rol: 'duenio',
        verLiquidacion: true,
      },
    }),
  },
  'GET /api/v1/Productora/Actividad': {
    allowed: ORGANISER_OR_ADMIN,
    request: (f) => ({ url: `/api/v1/Productora/Actividad?IdProductora=${f.idProductora}` }),
  },
  'GET /api/v1/Productora/EquipoDelEvento': {
    allowed: ORGANISER_OR_ADMIN,
    request: (f) => ({ url: `/api/v1/Productora/EquipoDelEvento?IdEvento=${f.idEvento}` }),
  },
  'POST /api/v1/Productora/RolEnEvento': {
    allowed: ORGANISER_OR_ADMIN,
    request: (f) => ({
      url: '/api/v1/Productora/RolEnEvento',
      payload: { idEvento: f.idEvento, idUsuario: f.ids.organizador, rol: null },
    }),
  },
  'POST /api/v1/Productora/AsignarEvento': {
    allowed: ORGANISER_OR_ADMIN,
    request: (f) => ({
      url: '/api/v1/Productora/AsignarEvento',
      payload: { idProductora: f.idProductora, idEvento: f.idEvento },
    }),
  },
  'GET /api/v1/Rrpp/Ranking': {
    allowed: ORGANISER_OR_ADMIN,
    request: (f) => ({ url: `/api/v1/Rrpp/Ranking?IdEvento=${f.idEvento}` }),
  },
  'GET /api/v1/Rrpp/DelEvento': {
    allowed: ORGANISER_OR_ADMIN,
    request: (f) => ({ url: `/api/v1/Rrpp/DelEvento?IdEvento=${f.idEvento}` }),
  },
  'GET /api/v1/Rrpp/Comisiones': {
    allowed: ORGANISER_OR_ADMIN,
    request: (f) => ({ url: `/api/v1/Rrpp/Comisiones?IdEvento=${f.idEvento}` }),
  },
  // The owner gets past the access check to "no es RRPP" (the event has none).
  'PUT /api/v1/Rrpp/Comisiones': {
    allowed: ORGANISER_OR_ADMIN,
    request: (f) => ({
      url: '/api/v1/Rrpp/Comisiones',
      payload: { idEvento: f.idEvento, idUsuario: f.ids.organizador, reglas: [] },
    }),
  },
  'GET /api/v1/Rrpp/MisEventos': {
    allowed: SIGNED_IN,
    request: () => ({ url: '/api/v1/Rrpp/MisEventos' }),
  },
  'POST /api/v1/Codigo/CrearCodigo': {
    allowed: ORGANISER_OR_ADMIN,
    request: (f) => ({
      url: '/api/v1/Codigo/CrearCodigo',
      payload: {
        idEvento: f.idEvento,
        codigo: `M${randomUUID().slice(0, 8)}`,
        tipo: 'porcentaje',
        valor: 10,
      },
    }),
  },
  'GET /api/v1/Codigo/GetCodigos': {
    allowed: ORGANISER_OR_ADMIN,
    request: (f) => ({ url: `/api/v1/Codigo/GetCodigos?IdEvento=${f.idEvento}` }),
  },
  'POST /api/v1/Codigo/DesactivarCodigo': {
    // A code that does not exist: the answer is 404 for everyone past the role check.
    allowed: ORGANISER_OR_ADMIN,
    request: () => ({
      url: '/api/v1/Codigo/DesactivarCodigo',
      payload: { idCodigo: 2_000_000_000 },
    }),
  },
  'GET /api/v1/Codigo/Validar': {
    allowed: ['usuario', 'organizador', 'otroOrganizador'],
    request: (f) => ({ url: `/api/v1/Codigo/Validar?IdEvento=${f.idEvento}&Codigo=NOEXISTE` }),
  },
  'GET /api/v1/Codigo/GetEntradas': {
    allowed: ORGANISER_OR_ADMIN,
    request: (f) => ({ url: `/api/v1/Codigo/GetEntradas?IdEvento=${f.idEvento}` }),
  },
  'POST /api/v1/Codigo/OcultarEntrada': {
    // A row that does not exist: 404 for everyone past the role check.
    allowed: ORGANISER_OR_ADMIN,
    request: () => ({
      url: '/api/v1/Codigo/OcultarEntrada',
      payload: { idEntrada: 2_000_000_000, oculta: true },
    }),
  },
  'GET /api/v1/Lista/GetLista': {
    allowed: ORGANISER_OR_ADMIN,
    request: (f) => ({ url: `/api/v1/Lista/GetLista?IdEvento=${f.idEvento}` }),
  },
  'POST /api/v1/Lista/AgregarInvitados': {
    // A day of another event: refused with 404 past the role and owner checks.
    allowed: ORGANISER_OR_ADMIN,
    request: (f) => ({
      url: '/api/v1/Lista/AgregarInvitados',
      payload: {
        idEvento: f.idEvento,
        idFecha: 2_000_000_000,
        idEntrada: 2_000_000_000,
        modalidad: 'free',
        invitados: [{ nombre: 'Invitada', email: 'invitada@pulso.test' }],
      },
    }),
  },
  'POST /api/v1/Lista/QuitarInvitado': {
    allowed: ORGANISER_OR_ADMIN,
    request: () => ({
      url: '/api/v1/Lista/QuitarInvitado',
      payload: { idInvitado: 2_000_000_000 },
    }),
  },
  // RRPP lists: the event has no RRPP, so the owner gets past the access check to a 404.
  'GET /api/v1/Lista/Rrpp': {
    allowed: ORGANISER_OR_ADMIN,
    request: (f) => ({ url: `/api/v1/Lista/Rrpp?IdEvento=${f.idEvento}` }),
  },
  'PUT /api/v1/Lista/Rrpp': {
    allowed: ORGANISER_OR_ADMIN,
    request: (f) => ({
      url: '/api/v1/Lista/Rrpp',
      payload: {
        idEvento: f.idEvento,
        idFecha: f.idFecha,
        idUsuario: f.ids.organizador,
        idEntrada: 2_000_000_000,
        cupo: 5,
        modalidad: 'free',
      },
    }),
  },
  'GET /api/v1/Lista/MisListas': {
    allowed: SIGNED_IN,
    request: () => ({ url: '/api/v1/Lista/MisListas' }),
  },
  // Signed in with the organiser's role, anyone reaches "no tenés lista": the list is the key.
  'POST /api/v1/Lista/Rrpp/AgregarInvitados': {
    allowed: [...ORGANISER_OR_ADMIN, 'otroOrganizador'],
    request: (f) => ({
      url: '/api/v1/Lista/Rrpp/AgregarInvitados',
      payload: {
        idEvento: f.idEvento,
        idFecha: f.idFecha,
        invitados: [{ nombre: 'Matriz', email: 'matriz@lista.test' }],
      },
    }),
  },
  'POST /api/v1/Lista/Rrpp/QuitarInvitado': {
    allowed: [...ORGANISER_OR_ADMIN, 'otroOrganizador'],
    request: () => ({
      url: '/api/v1/Lista/Rrpp/QuitarInvitado',
      payload: { idInvitado: 2_000_000_000 },
    }),
  },
  'GET /api/v1/Lista/Entrada': {
    // The invitation's token is the key: anyone holding the link (404 for an unknown one).
    allowed: EVERYONE,
    request: () => ({ url: `/api/v1/Lista/Entrada?token=${randomUUID()}` }),
  },
  'GET /api/v1/Evento/GetVentasPorDia': {
    allowed: ORGANISER_OR_ADMIN,
    request: (f) => ({ url: `/api/v1/Evento/GetVentasPorDia?IdEvento=${f.idEvento}` }),
  },
  'GET /api/v1/Evento/GetLiquidacion': {
    allowed: ORGANISER_OR_ADMIN,
    request: (f) => ({ url: `/api/v1/Evento/GetLiquidacion?IdEvento=${f.idEvento}` }),
  },
  'GET /api/v1/Evento/DescargarLiquidacion': {
    allowed: ORGANISER_OR_ADMIN,
    request: (f) => ({ url: `/api/v1/Evento/DescargarLiquidacion?IdEvento=${f.idEvento}` }),
  },
  'GET /api/v1/Evento/ExportarAsistentes': {
    allowed: ORGANISER_OR_ADMIN,
    request: (f) => ({
      url: `/api/v1/Evento/ExportarAsistentes?IdEvento=${f.idEvento}&Formato=csv`,
    }),
  },
  'GET /api/v1/Evento/ExportarOrdenes': {
    allowed: ORGANISER_OR_ADMIN,
    request: (f) => ({
      url: `/api/v1/Evento/ExportarOrdenes?IdEvento=${f.idEvento}&Formato=xlsx`,
    }),
  },
  'GET /api/v1/Evento/GetReembolsos': {
    allowed: ['organizador'],
    request: (f) => ({ url: `/api/v1/Evento/GetReembolsos?IdEvento=${f.idEvento}` }),
  },
  'GET /api/v1/Evento/GetProgresoReembolsos': {
    allowed: ['organizador', 'otroOrganizador'],
    request: () => ({ url: '/api/v1/Evento/GetProgresoReembolsos' }),
  },
  'POST /api/v1/Evento/CancelarEvento': {
    allowed: ['organizador', 'otroOrganizador'],
    request: () => ({
      url: '/api/v1/Evento/CancelarEvento',
      payload: { idEvento: 999999, motivo: 'Matriz de permisos' },
    }),
  },
  'POST /api/v1/Resenia/CrearResenia': {
    allowed: ['usuario', 'organizador', 'otroOrganizador'],
    request: () => ({
      url: '/api/v1/Resenia/CrearResenia',
      payload: { idEvento: 999999, estrellas: 5, texto: 'Matriz' },
    }),
  },
  'GET /api/v1/Resenia/GetResenias': {
    allowed: EVERYONE,
    request: (f) => ({ url: `/api/v1/Resenia/GetResenias?idEvento=${f.idEvento}` }),
  },
  // The door (issue 10). The fixture event's door is not open now: door routes answer 404.
  'POST /api/v1/Puerta/Login': {
    allowed: EVERYONE,
    request: () => ({ url: '/api/v1/Puerta/Login', payload: {} }),
  },
  'POST /api/v1/Puerta/Activar': {
    allowed: EVERYONE,
    request: () => ({ url: '/api/v1/Puerta/Activar', payload: {} }),
  },
  'POST /api/v1/Puerta/Logout': {
    allowed: DOOR,
    request: () => ({ url: '/api/v1/Puerta/Logout' }),
  },
  'GET /api/v1/Puerta/Yo': { allowed: DOOR, request: () => ({ url: '/api/v1/Puerta/Yo' }) },
  'GET /api/v1/Puerta/Eventos': {
    allowed: DOOR,
    request: () => ({ url: '/api/v1/Puerta/Eventos' }),
  },
  'GET /api/v1/Puerta/Snapshot': {
    allowed: DOOR,
    request: (f) => ({ url: `/api/v1/Puerta/Snapshot?IdFecha=${f.idFecha}` }),
  },
  'GET /api/v1/Puerta/Cambios': {
    allowed: DOOR,
    request: (f) => ({ url: `/api/v1/Puerta/Cambios?IdFecha=${f.idFecha}&Desde=x` }),
  },
  'POST /api/v1/Puerta/Escanear': {
    allowed: DOOR,
    request: (f) => ({ url: '/api/v1/Puerta/Escanear', payload: doorScan(f) }),
  },
  'POST /api/v1/Puerta/Sincronizar': {
    allowed: DOOR,
    request: (f) => ({ url: '/api/v1/Puerta/Sincronizar', payload: { escaneos: [doorScan(f)] } }),
  },
  // The box office (docs/decisions/0094-box-office.md): door routes whose day and caja decide.
  'GET /api/v1/Boleteria/Dia': {
    allowed: DOOR,
    request: (f) => ({ url: `/api/v1/Boleteria/Dia?IdFecha=${f.idFecha}` }),
  },
  'POST /api/v1/Boleteria/AbrirCaja': {
    allowed: DOOR,
    request: (f) => ({
      url: '/api/v1/Boleteria/AbrirCaja',
      payload: { idFecha: f.idFecha, dispositivo: 'matriz' },
    }),
  },
  'POST /api/v1/Boleteria/Cupo': {
    allowed: DOOR,
    request: () => ({
      url: '/api/v1/Boleteria/Cupo',
      payload: { idCaja: 2_000_000_000, idEntrada: 2_000_000_000, cantidad: 1 },
    }),
  },
  'POST /api/v1/Boleteria/Vender': {
    allowed: DOOR,
    request: () => ({
      url: '/api/v1/Boleteria/Vender',
      payload: {
        idCaja: 2_000_000_000,
        ventas: [
          {
            idVenta: randomUUID(),
            idEntrada: 2_000_000_000,
            cantidad: 1,
            medio: 'efectivo',
            vendidaAt: new Date().toISOString(),
            ingresa: true,
            puerta: 'Puerta 1',
          },
        ],
      },
    }),
  },
  'POST /api/v1/Boleteria/CerrarCaja': {
    allowed: DOOR,
    request: () => ({
      url: '/api/v1/Boleteria/CerrarCaja',
      payload: { idCaja: 2_000_000_000, efectivoContado: 0 },
    }),
  },
  'POST /api/v1/Boleteria/CobrarQr': {
    allowed: DOOR,
    request: () => ({
      url: '/api/v1/Boleteria/CobrarQr',
      payload: {
        idCaja: 2_000_000_000,
        idVenta: randomUUID(),
        idEntrada: 2_000_000_000,
        cantidad: 1,
      },
    }),
  },
  'GET /api/v1/Boleteria/Cobro': {
    allowed: DOOR,
    request: () => ({ url: '/api/v1/Boleteria/Cobro?IdOrden=2000000000' }),
  },
  'GET /api/v1/Boleteria/Cajas': {
    allowed: ORGANISER_OR_ADMIN,
    request: (f) => ({ url: `/api/v1/Boleteria/Cajas?IdEvento=${f.idEvento}` }),
  },
  'GET /api/v1/Boleteria/Precios': {
    allowed: ORGANISER_OR_ADMIN,
    request: (f) => ({ url: `/api/v1/Boleteria/Precios?IdEvento=${f.idEvento}` }),
  },
  'PUT /api/v1/Boleteria/Precios': {
    allowed: ORGANISER_OR_ADMIN,
    request: (f) => ({
      url: '/api/v1/Boleteria/Precios',
      payload: { idFecha: f.idFecha, precios: [{ idEntrada: 2_000_000_000, precioPuerta: 1 }] },
    }),
  },
  'GET /api/v1/Puerta/Personal': {
    allowed: ORGANISER_OR_ADMIN,
    request: (f) => ({ url: `/api/v1/Puerta/Personal?IdEvento=${f.idEvento}` }),
  },
  'POST /api/v1/Puerta/Personal': {
    allowed: ORGANISER_OR_ADMIN,
    request: (f) => ({
      url: '/api/v1/Puerta/Personal',
      payload: { idEvento: f.idEvento, correo: 'matriz.puerta@pulso.test' },
    }),
  },
  'DELETE /api/v1/Puerta/Personal': {
    allowed: ORGANISER_OR_ADMIN,
    request: (f) => ({
      url: `/api/v1/Puerta/Personal?IdEvento=${f.idEvento}&IdUsuario=${f.ids.usuario}`,
    }),
  },
  // Invitations to the door (docs/decisions/0076-hostile-users.md): the link's holder.
  'DELETE /api/v1/Puerta/Invitacion': {
    allowed: ORGANISER_OR_ADMIN,
    request: (f) => ({ url: `/api/v1/Puerta/Invitacion?IdEvento=${f.idEvento}&IdInvitacion=1` }),
  },
  'GET /api/v1/Puerta/Invitacion': {
    allowed: EVERYONE,
    request: () => ({ url: `/api/v1/Puerta/Invitacion?Token=${'x'.repeat(43)}` }),
  },
  'POST /api/v1/Puerta/Invitacion/Aceptar': {
    allowed: DOOR,
    request: () => ({
      url: '/api/v1/Puerta/Invitacion/Aceptar',
      payload: { token: 'x'.repeat(43) },
    }),
  },
  'POST /api/v1/Puerta/Invitacion/Crear': {
    allowed: EVERYONE,
    request: () => ({ url: '/api/v1/Puerta/Invitacion/Crear', payload: {} }),
  },
  'GET /api/v1/Puerta/Ingresos': {
    allowed: ORGANISER_OR_ADMIN,
    request: (f) => ({ url: `/api/v1/Puerta/Ingresos?IdEvento=${f.idEvento}` }),
  },
  'GET /api/v1/Puerta/Conflictos': {
    allowed: ORGANISER_OR_ADMIN,
    request: (f) => ({ url: `/api/v1/Puerta/Conflictos?IdEvento=${f.idEvento}` }),
  },
  // The virtual queue of high-demand days (issue 12): buyers (role 0). The fixture day is
  // not high demand: both answer 409 to those allowed.
  'POST /api/v1/FilaVirtual/Unirme': {
    allowed: ['usuario', 'organizador', 'otroOrganizador'],
    request: (f) => ({ url: '/api/v1/FilaVirtual/Unirme', payload: { idFecha: f.idFecha } }),
  },
  'GET /api/v1/FilaVirtual/Estado': {
    allowed: ['usuario', 'organizador', 'otroOrganizador'],
    request: (f) => ({ url: `/api/v1/FilaVirtual/Estado?IdFecha=${f.idFecha}` }),
  },
  // Transfers (issue 13): holders (role 0). Bad input or unknown ids, so the fixture ticket
  // stays where it is: 400 / 404 to those let through; ownership is transferencias.test.ts's.
  'POST /api/v1/Entrada/Transferir': {
    allowed: ['usuario', 'organizador', 'otroOrganizador'],
    request: () => ({
      url: '/api/v1/Entrada/Transferir',
      payload: { idTicket: idTicketOrganizador, correo: 'no es un correo' },
    }),
  },
  'POST /api/v1/Entrada/CancelarTransferencia': {
    allowed: ['usuario', 'organizador', 'otroOrganizador'],
    request: () => ({
      url: '/api/v1/Entrada/CancelarTransferencia',
      payload: { idTransferencia: 2_000_000_000 },
    }),
  },
  'GET /api/v1/Entrada/MisTransferencias': {
    allowed: ['usuario', 'organizador', 'otroOrganizador'],
    request: () => ({ url: '/api/v1/Entrada/MisTransferencias' }),
  },
  'GET /api/v1/Transferencia/Ver': {
    allowed: EVERYONE,
    request: () => ({ url: `/api/v1/Transferencia/Ver?token=${'x'.repeat(32)}` }),
  },
  'POST /api/v1/Transferencia/Aceptar': {
    allowed: ['usuario', 'organizador', 'otroOrganizador'],
    request: () => ({
      url: '/api/v1/Transferencia/Aceptar',
      payload: { token: 'x'.repeat(32) },
    }),
  },
  // The withdrawal button (issue 13): asking is open to anyone (an unknown number here: the
  // neutral 202); asking for one's own order, role 0; the mailed link's preview and
  // confirmation need a session (an unknown link here: 404); the list of one's withdrawable
  // orders, role 0.
  'POST /api/v1/Orden/Arrepentimiento': {
    allowed: EVERYONE,
    request: () => ({
      url: '/api/v1/Orden/Arrepentimiento',
      payload: { numero: '000000000000', correo: 'nadie@pulso.test' },
    }),
  },
  'POST /api/v1/Orden/Arrepentimiento/Propia': {
    allowed: ['usuario', 'organizador', 'otroOrganizador'],
    request: () => ({
      url: '/api/v1/Orden/Arrepentimiento/Propia',
      payload: { idOrden: 2_000_000_000 },
    }),
  },
  'GET /api/v1/Orden/Arrepentimiento/Solicitud': {
    allowed: SIGNED_IN,
    request: () => ({ url: `/api/v1/Orden/Arrepentimiento/Solicitud?token=${'x'.repeat(43)}` }),
  },
  'POST /api/v1/Orden/Arrepentimiento/Confirmar': {
    allowed: SIGNED_IN,
    request: () => ({
      url: '/api/v1/Orden/Arrepentimiento/Confirmar',
      payload: { token: 'x'.repeat(43) },
    }),
  },
  'GET /api/v1/Orden/Arrepentibles': {
    allowed: ['usuario', 'organizador', 'otroOrganizador'],
    request: () => ({ url: '/api/v1/Orden/Arrepentibles' }),
  },
  // The wait list and resale (issue 13): role 0. Unknown ids or prices the fixture ticket's
  // holder could not ask for (0), so nothing changes: 400 / 404 / 409 to those let through.
  'POST /api/v1/ListaEspera/Anotarme': {
    allowed: ['usuario', 'organizador', 'otroOrganizador'],
    request: () => ({
      url: '/api/v1/ListaEspera/Anotarme',
      payload: { idFecha: 2_000_000_000, cdTipo: 0 },
    }),
  },
  'POST /api/v1/ListaEspera/Salir': {
    allowed: ['usuario', 'organizador', 'otroOrganizador'],
    request: () => ({
      url: '/api/v1/ListaEspera/Salir',
      payload: { idListaEspera: 2_000_000_000 },
    }),
  },
  'GET /api/v1/ListaEspera/Mias': {
    allowed: ['usuario', 'organizador', 'otroOrganizador'],
    request: () => ({ url: '/api/v1/ListaEspera/Mias' }),
  },
  'POST /api/v1/Entrada/Revender': {
    allowed: ['usuario', 'organizador', 'otroOrganizador'],
    request: () => ({
      url: '/api/v1/Entrada/Revender',
      payload: { idTicket: idTicketOrganizador, precio: 0 },
    }),
  },
  'POST /api/v1/Entrada/CancelarReventa': {
    allowed: ['usuario', 'organizador', 'otroOrganizador'],
    request: () => ({
      url: '/api/v1/Entrada/CancelarReventa',
      payload: { idReventa: 2_000_000_000 },
    }),
  },
  'GET /api/v1/Geo/provincias': {
    allowed: EVERYONE,
    request: () => ({ url: '/api/v1/Geo/provincias' }),
  },
  'GET /api/v1/Geo/municipios': {
    allowed: EVERYONE,
    request: () => ({ url: '/api/v1/Geo/municipios?provincia=Buenos%20Aires' }),
  },
  'GET /api/v1/Geo/localidades': {
    allowed: EVERYONE,
    request: () => ({
      url: '/api/v1/Geo/localidades?provincia=Buenos%20Aires&municipio=La%20Plata',
    }),
  },
};

let t: TestApp;
let fixtures: Fixtures;
const tokens = new Map<Caller, () => Promise<string | null>>();

beforeAll(async () => {
  t = await createTestApp();
  const make = async (roles: Array<0 | 1 | 2 | 3>) => (await t.createUser(roles)).idUsuario;
  const validador = await t.createUser([3]);
  const ids = {
    usuario: await make([0]),
    organizador: await make([0, 2]),
    administrador: await make([1]),
    validador: validador.idUsuario,
    otroOrganizador: await make([0, 2]),
  };
  const idArtista = await insertArtista(t.database.db, { nombre: 'Matriz' });
  const evento = await insertEvento(t.database.db, {
    idUsuario: ids.organizador,
    nombre: 'Evento de la matriz',
    artistas: [idArtista],
    dias: ['2030-01-04T23:00:00-03:00'],
    entradas: [{ cdTipo: 0, precio: 10000, cantidad: 100 }],
  });
  const idFiesta = await createFiestasService(t.database.db).create(ids.organizador, 'Matriz');
  const video = await saveMediaLink(t.database.db, {
    idEntidadMedia: `evento-${evento.idEvento}`,
    url: 'https://youtu.be/aaaaaaaaaaa',
    mdVideo: true,
  });
  const png = await sharp({
    create: { width: 8, height: 8, channels: 3, background: { r: 0, g: 0, b: 0 } },
  })
    .png()
    .toBuffer();
  const [productora] = await t.database.db
    .insert(productoras)
    .values({ nombre: 'Productora de la matriz', creadaPor: ids.organizador })
    .returning({ idProductora: productoras.idProductora });
  await t.database.db.insert(productoraMiembros).values({
    idProductora: productora!.idProductora,
    idUsuario: ids.organizador,
    rol: 'duenio',
  });
  fixtures = {
    idProductora: productora!.idProductora,
    ids,
    idEvento: evento.idEvento,
    idFecha: evento.idFechas[0]!,
    idArtista,
    idFiesta,
    idMedia: video.idMedia,
    png: new Uint8Array(png),
  };
  tokens.set('guest', async () => null);
  for (const caller of CALLERS.filter(
    (c): c is keyof Fixtures['ids'] => c !== 'guest' && c !== 'puerta' && c !== 'vencida',
  )) {
    // A fresh session per request, so Logout in one row cannot disturb the next.
    tokens.set(caller, () => t.tokenFor(fixtures.ids[caller]));
  }
  // The role-3 account signed in where it may: a door session.
  tokens.set('puerta', () => doorLogin(t, validador.correo, validador.password));
  // An administrator's session past its expiry: the token still verifies, the session is over.
  const vencida = await make([1]);
  const expired = await t.tokenFor(vencida);
  await t.database.db
    .update(sesiones)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(eq(sesiones.idUsuario, vencida));
  tokens.set('vencida', async () => expired);
});
/** Issue 6: an order of `organizador`, which GET /Orden/GetOrden shows to them only. */
let idOrdenOrganizador = 0;
beforeAll(async () => {
  const [row] = await t.database.db
    .insert(ordenes)
    .values({
      idUsuario: fixtures.ids.organizador,
      idEvento: fixtures.idEvento,
      subtotal: 10000,
      cargoServicio: 1000,
      total: 11000,
      holdExpiresAt: new Date('2030-01-01T00:10:00Z'),
      idempotencyKey: 'matriz-orden',
      requestHash: 'matriz',
      provider: 'sandbox',
    })
    .returning({ idOrden: ordenes.idOrden });
  idOrdenOrganizador = row!.idOrden;
});
let idTicketOrganizador = 0;
beforeAll(async () => {
  // A paid order of the organiser with one issued ticket (the sale itself is tested elsewhere).
  const db = t.database.db;
  const [orden] = await db
    .insert(ordenes)
    .values({
      idUsuario: fixtures.ids.organizador,
      idEvento: fixtures.idEvento,
      estado: 'pagada',
      subtotal: 10000,
      cargoServicio: 1000,
      total: 11000,
      holdExpiresAt: new Date('2030-01-01T00:10:00Z'),
      idempotencyKey: 'matriz-entrada',
      requestHash: 'matriz',
      provider: 'sandbox',
    })
    .returning({ idOrden: ordenes.idOrden });
  const [stock] = await db.select().from(entradas).where(eq(entradas.idFecha, fixtures.idFecha));
  const [item] = await db
    .insert(ordenItems)
    .values({
      idOrden: orden!.idOrden,
      idEntrada: stock!.idEntrada,
      idFecha: fixtures.idFecha,
      cdTipo: 0,
      precioUnitario: 10000,
      cantidad: 1,
    })
    .returning({ idItem: ordenItems.idItem });
  const [ticket] = await db
    .insert(tickets)
    .values({
      idOrden: orden!.idOrden,
      idItem: item!.idItem,
      idFecha: fixtures.idFecha,
      cdTipo: 0,
      idUsuario: fixtures.ids.organizador,
      codigo: 'matriz-entrada',
    })
    .returning({ idTicket: tickets.idTicket });
  idTicketOrganizador = ticket!.idTicket;
});
afterAll(() => t.close());

describe('permission matrix', () => {
  it('lists every API route, and only existing ones', () => {
    const registered = t.app.apiRoutes.map((r) => `${r.method} ${r.url}`).sort();
    expect(registered).toEqual(Object.keys(MATRIX).sort());
  });

  for (const [route, row] of Object.entries(MATRIX)) {
    const [method] = route.split(' ') as [InjectOptions['method']];
    for (const caller of CALLERS) {
      const allowed = row.allowed.includes(caller);
      it(`${route} — ${caller} ${allowed ? 'may' : 'may not'} call it`, async () => {
        const token = await tokens.get(caller)!();
        const req = row.request(fixtures);
        const res = await t.app.inject({
          method,
          ...req,
          headers: {
            ...(req.headers ?? {}),
            ...(token ? { authorization: `Bearer ${token}` } : {}),
          },
        });
        if (allowed) {
          expect([401, 403], `${res.statusCode} ${res.body}`).not.toContain(res.statusCode);
          expect(res.statusCode).toBeLessThan(500);
        } else if (caller === 'guest') {
          expect(res.statusCode).toBe(401);
          expect(res.json().detail).toBe(MSG.sinSesion);
        } else if (caller === 'validador' || caller === 'puerta' || caller === 'vencida') {
          expect(res.statusCode).toBe(401);
          expect(res.json().detail).toBe(MSG.sesionVencida);
        } else if (row.allowed === ADMIN_ONLY) {
          // Administrator routes answer every other signed-in role with 403, whatever the data.
          expect(res.statusCode).toBe(403);
        } else {
          expect([403, 404]).toContain(res.statusCode);
        }
      });
    }
  }
});
