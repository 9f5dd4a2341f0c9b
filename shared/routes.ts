import { ROL, type CdRol } from './domain/roles';

/**
 * The website's route table (docs/architecture.md, "Renderer") with the roles each protected route
 * admits. The renderer's guard and navigation read it; the e2e guard test walks it. `null` means
 * public.
 */
export interface RouteRule {
  path: string;
  roles: ReadonlyArray<CdRol> | null;
}

const R0 = [ROL.USUARIO] as const;
const R1 = [ROL.ADMINISTRADOR] as const;
const R2 = [ROL.ORGANIZADOR] as const;

export const ROUTES = {
  home: { path: '/', roles: null },
  login: { path: '/login', roles: null },
  register: { path: '/register', roles: null },
  evento: { path: '/evento/:id', roles: null },
  artistas: { path: '/artistas', roles: null },
  artista: { path: '/artistas/:id', roles: null },
  noticias: { path: '/noticias', roles: null },
  noticia: { path: '/noticias/:id', roles: null },
  comoLlegar: { path: '/comollegar/:idEvento', roles: null },
  preCrearEvento: { path: '/precrearevento', roles: null },
  crearEvento: { path: '/crearevento', roles: null },
  terminos: { path: '/terminos', roles: null },
  privacidad: { path: '/privacidad', roles: null },
  googleCallback: { path: '/auth/google', roles: null },
  restablecerPassword: { path: '/restablecer-contrasena', roles: null },
  // The link mailed on sign-up (docs/decisions/0076-hostile-users.md): open, so it works from
  // any browser; confirming needs only the token.
  confirmarCorreo: { path: '/confirmar-correo', roles: null },
  // The virtual queue of a high-demand day (issue 12). Open, so a shared link reaches it: the
  // page itself asks a guest to sign in and turns away accounts that cannot buy.
  filaVirtual: { path: '/fila/:idFecha', roles: null },
  // A ticket sent by e-mail to someone without an account (issue 13): open, so the link works
  // before signing in; accepting it needs an account.
  transferencia: { path: '/transferencia/:token', roles: null },
  // The withdrawal button (issue 13): linked from every page's footer, usable signed out.
  arrepentimiento: { path: '/arrepentimiento', roles: null },
  // The link a withdrawal request mails to the buyer (docs/decisions/0076-hostile-users.md):
  // open, so it works before signing in; the page asks for the buyer's account to confirm.
  arrepentimientoConfirmar: { path: '/arrepentimiento/confirmar/:token', roles: null },
  // The link a productora's invitation mails (docs/decisions/0091-productoras-and-roles.md):
  // open, so it works before signing in; the page asks for the invited address's account.
  // PRODUCTORA_INVITACION_PATH of shared/api/productoras.ts, written here: that module brings
  // zod, this table ships with every page (routes.test.tsx checks they agree).
  invitacionProductora: { path: '/productora/invitacion', roles: null },

  misEntradas: { path: '/mis-entradas', roles: R0 },
  eventosFavoritos: { path: '/eventos-favoritos', roles: R0 },
  miPerfil: { path: '/miperfil', roles: R0 },
  entradaAdquirida: { path: '/entrada-adquirida', roles: R0 },
  comprar: { path: '/comprar', roles: R0 },
  // One's places on wait lists and their offers (issue 13): the offer mail links here.
  listaEspera: { path: '/lista-de-espera', roles: R0 },

  misEventosCreados: { path: '/mis-eventos-creados', roles: R2 },
  misEventos: { path: '/miseventos', roles: R2 },
  entradasVendidasIndex: { path: '/entradas-vendidas', roles: R2 },
  entradasVendidas: { path: '/entradas-vendidas/:eventoId', roles: R2 },
  cancelarEvento: { path: '/cancelar-evento/:id', roles: R2 },
  modificarEvento: { path: '/modificar-evento/:id', roles: R2 },
  misFiestasRecurrentes: { path: '/mis-fiestas-recurrentes', roles: R2 },
  reseniasDeLaFiesta: { path: '/resenias-de-la-fiesta', roles: R2 },
  // The organiser's door of one event (issue 10): staff, live numbers, conflicts.
  puertaEvento: { path: '/puerta-evento/:idEvento', roles: R2 },
  // An event's discount codes (issue 14): list, create, deactivate.
  codigosDescuento: { path: '/codigos/:eventoId', roles: R2 },
  // An event's ticket types per day, their tandas and shared cupos
  // (docs/decisions/0088-free-form-ticket-types.md).
  tiposEntrada: { path: '/entradas-y-tandas/:eventoId', roles: R2 },
  // The settlement of an event (issue 14): what Pulso owes the organiser, screen and PDF.
  liquidacion: { path: '/liquidacion/:eventoId', roles: R2 },
  // An event's guest list (issue 14): add guests per day, see who got in, withdraw.
  listaInvitados: { path: '/lista/:eventoId', roles: R2 },
  // The organiser's productora (docs/decisions/0091-productoras-and-roles.md): create one, its
  // members and their roles, invitations and the team's activity.
  miProductora: { path: '/productora', roles: R2 },
  // An event's RRPP commissions (docs/decisions/0092-rrpp.md): each RRPP's rules, per type.
  comisionesRrpp: { path: '/comisiones-rrpp/:eventoId', roles: R2 },
  equipoEvento: { path: '/equipo-evento/:eventoId', roles: R2 },
  // The RRPP's own page (docs/decisions/0092-rrpp.md): their link, code, sales and commission.
  misVentasRrpp: { path: '/mis-ventas-rrpp', roles: R2 },

  eventosAValidar: { path: '/eventosavalidar', roles: R1 },
  eventoAValidar: { path: '/eventoavalidar/:idEvento', roles: R1 },
  modificarEliminarNoticias: { path: '/modificar-eliminar-noticias', roles: R1 },
  modificarEliminarArtistas: { path: '/modificar-eliminar-artistas', roles: R1 },
  editarArtista: { path: '/editar-artista/:id', roles: R1 },
  editarNoticia: { path: '/editar-noticia/:id', roles: R1 },
  crearNoticia: { path: '/crear-noticia', roles: R1 },
  crearArtista: { path: '/crear-artista', roles: R1 },
  editarCarrusel: { path: '/editar-carrusel', roles: R1 },
  actualizarTyc: { path: '/actualizar-tyc', roles: R1 },
} as const satisfies Record<string, RouteRule>;

export type RouteKey = keyof typeof ROUTES;

/** Fills `:param` segments of a route path. */
export function routePath(key: RouteKey, params: Record<string, string | number> = {}): string {
  return ROUTES[key].path.replace(/:([A-Za-z]+)/g, (_, name: string) =>
    encodeURIComponent(String(params[name] ?? '')),
  );
}

/** Links of the top navigation bar, in the spec's order (docs/architecture.md, "Renderer"). */
export const NAV_LINKS = [
  { label: 'Eventos', route: 'home' },
  { label: 'Artistas', route: 'artistas' },
  { label: 'Noticias', route: 'noticias' },
  { label: 'Crear Evento', route: 'crearEvento' },
] as const satisfies ReadonlyArray<{ label: string; route: RouteKey }>;

/**
 * Menu entries of the avatar dropdown, by role (navigation bar; docs/architecture.md, "Renderer").
 */
export const MENU = {
  usuario: [
    { label: 'Mis entradas', route: 'misEntradas' },
    // WAITLIST_TEXT.enlaceMenu (issue 13), written here: this table ships with the first load of
    // every page, the wait list's texts do not (user-menu.test.ts checks they agree).
    { label: 'Lista de espera', route: 'listaEspera' },
    { label: 'Mis eventos favoritos', route: 'eventosFavoritos' },
    { label: 'Mi perfil', route: 'miPerfil' },
  ],
  organizadorTitulo: 'Opciones de organizador',
  organizador: [
    { label: 'Mis eventos creados', route: 'misEventosCreados' },
    { label: 'Mis fiestas recurrentes', route: 'misFiestasRecurrentes' },
    { label: 'Entradas vendidas', route: 'entradasVendidasIndex' },
    // EQUIPO_TEXT.titulo, written here as the wait list's entry is (user-menu.test.ts checks).
    { label: 'Mi productora', route: 'miProductora' },
    // RRPP_TEXT.misVentasTitulo, written here as the others are (user-menu.test.ts checks).
    { label: 'Mis ventas como RRPP', route: 'misVentasRrpp' },
  ],
  administradorTitulo: 'Administrador',
  administrador: [
    { label: 'Validar eventos', route: 'eventosAValidar' },
    { label: 'Crear artista', route: 'crearArtista' },
    { label: 'Editar artistas', route: 'modificarEliminarArtistas' },
    { label: 'Crear noticia', route: 'crearNoticia' },
    { label: 'Editar noticias', route: 'modificarEliminarNoticias' },
    { label: 'Editar Carrusel', route: 'editarCarrusel' },
    { label: 'Actualizar TyC', route: 'actualizarTyc' },
  ],
  cerrarSesion: 'Cerrar sesión',
} as const satisfies Record<string, unknown>;

// Returning from the payment provider (issue 15). The server builds the provider's back URLs
// from these and the renderer and the desktop app read them back: one place for both sides.

/** What the provider says on the way back: paid (nothing added), payment pending, not paid. */
export type PagoVuelta = 'aprobado' | 'pendiente' | 'rechazado';

/** Who opened the checkout: the provider sends the buyer back to the website or the app. */
export const RETORNOS_PAGO = ['web', 'desktop'] as const;
export type RetornoPago = (typeof RETORNOS_PAGO)[number];

/** The order's page: its state (paid, pending, not paid) above the buyer's tickets. */
export function ordenPath(idOrden: number, pago: PagoVuelta = 'aprobado'): string {
  const query = pago === 'aprobado' ? '' : `&pago=${pago}`;
  return `${ROUTES.misEntradas.path}?orden=${encodeURIComponent(idOrden)}${query}`;
}

/** The desktop app's own URL scheme (electron/main/deep-link.ts registers it). */
export const DESKTOP_SCHEME = 'pulso';

/** `pulso://orden/<id>`: the operating system hands it to the desktop app, which opens the order. */
export function ordenDeepLink(idOrden: number, pago: PagoVuelta = 'aprobado'): string {
  const query = pago === 'aprobado' ? '' : `?pago=${pago}`;
  return `${DESKTOP_SCHEME}://orden/${encodeURIComponent(idOrden)}${query}`;
}

/**
 * The provider's back URLs of an order. "failure" is also where a buyer lands who leaves
 * without paying (MercadoPago's "Volver al sitio", the sandbox's link), so it opens the order
 * too: still pending, it offers to continue or to cancel.
 */
export function paymentBackUrls(o: { idOrden: number; retorno: RetornoPago; siteUrl: string }) {
  const url = (pago: PagoVuelta) =>
    o.retorno === 'desktop'
      ? ordenDeepLink(o.idOrden, pago)
      : `${o.siteUrl}${ordenPath(o.idOrden, pago)}`;
  return { success: url('aprobado'), pending: url('pendiente'), failure: url('rechazado') };
}

const DEEP_LINK = /^pulso:\/\/orden\/([1-9][0-9]{0,9})\/?(?:\?pago=(pendiente|rechazado))?$/i;

/**
 * The app path an allowed deep link opens, or null: only `pulso://orden/<id>` with an
 * optional `?pago=pendiente|rechazado` (Windows may add a slash after the id). Anything else
 * (other hosts, paths, parameters, credentials, fragments) is refused: the link comes from
 * any web page or program on the machine.
 */
export function deepLinkPath(url: string): string | null {
  if (typeof url !== 'string' || url.length > 100) return null;
  const m = DEEP_LINK.exec(url);
  if (!m) return null;
  const idOrden = Number(m[1]);
  if (idOrden > 2_147_483_647) return null;
  return ordenPath(idOrden, (m[2]?.toLowerCase() as PagoVuelta | undefined) ?? 'aprobado');
}
