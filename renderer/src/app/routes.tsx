import type { CdRol } from '@shared/domain/roles';
import { ROUTES, type RouteKey } from '@shared/routes';
import { lazy, type ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { RequireLogin, RequireRoles } from './guards';
import { AppLayout } from './layout/app-layout';
import { NOT_FOUND_ROUTE } from './route-title';
import { NotFoundPage, RouteErrorPage } from './status-pages';

type Lazy = NonNullable<RouteObject['lazy']>;

/** A screen in plain HTML and our CSS (the discovery screens: they must open fast). */
const plain =
  (load: () => Promise<ComponentType>): Lazy =>
  async () => ({ Component: await load() });

/** A screen using antd: its chunk and the antd scope (theme, locale) load together. */
const withAntd =
  (load: () => Promise<ComponentType>): Lazy =>
  async () => {
    const [Component, scope] = await Promise.all([load(), import('../ui/antd-scope')]);
    return { Component: scope.withAntdScope(Component) };
  };

/**
 * Every screen, each loaded on demand (/crearevento and the Google callback are set up apart,
 * below): a route of shared/routes.ts without a screen does not compile.
 */
const SCREENS: Record<Exclude<RouteKey, 'crearEvento' | 'googleCallback'>, Lazy> = {
  home: plain(() => import('../features/home/home-page').then((m) => m.HomePage)),
  login: plain(() => import('../features/auth/login-route').then((m) => m.LoginRoute)),
  register: withAntd(() => import('../features/auth/register-page').then((m) => m.RegisterPage)),
  preCrearEvento: withAntd(() =>
    import('../features/auth/pre-crear-evento-page').then((m) => m.PreCrearEventoPage),
  ),
  evento: plain(() => import('../features/events/evento-page').then((m) => m.EventoPage)),
  eventosFavoritos: plain(() =>
    import('../features/favourites/favoritos-page').then((m) => m.FavoritosPage),
  ),
  artistas: plain(() => import('../features/artists/artistas-page').then((m) => m.ArtistasPage)),
  artista: plain(() => import('../features/artists/artista-page').then((m) => m.ArtistaPage)),
  noticias: plain(() => import('../features/news/noticias-page').then((m) => m.NoticiasPage)),
  noticia: plain(() => import('../features/news/noticia-page').then((m) => m.NoticiaPage)),
  comoLlegar: plain(() =>
    import('../features/directions/como-llegar-page').then((m) => m.ComoLlegarPage),
  ),
  misEventosCreados: withAntd(() =>
    import('../features/my-events/mis-eventos-page').then((m) => m.MisEventosPage),
  ),
  misEventos: withAntd(() =>
    import('../features/my-events/mis-eventos-page').then((m) => m.MisEventosPage),
  ),
  modificarEvento: withAntd(() =>
    import('../features/modify-event/modificar-evento-page').then((m) => m.ModificarEventoPage),
  ),
  misFiestasRecurrentes: withAntd(() =>
    import('../features/parties/mis-fiestas-page').then((m) => m.MisFiestasPage),
  ),
  miPerfil: withAntd(() =>
    import('../features/profile/mi-perfil-page').then((m) => m.MiPerfilPage),
  ),
  restablecerPassword: withAntd(() =>
    import('../features/auth/restablecer-password-page').then((m) => m.RestablecerPasswordPage),
  ),
  confirmarCorreo: withAntd(() =>
    import('../features/email-confirmation/confirmar-correo-page').then(
      (m) => m.ConfirmarCorreoPage,
    ),
  ),
  eventosAValidar: withAntd(() =>
    import('../features/admin-validation/eventos-a-validar-page').then(
      (m) => m.EventosAValidarPage,
    ),
  ),
  eventoAValidar: withAntd(() =>
    import('../features/admin-validation/evento-a-validar-page').then((m) => m.EventoAValidarPage),
  ),
  modificarEliminarArtistas: withAntd(() =>
    import('../features/admin-artists/artistas-admin-page').then((m) => m.ArtistasAdminPage),
  ),
  editarArtista: withAntd(() =>
    import('../features/admin-artists/editar-artista-page').then((m) => m.EditarArtistaPage),
  ),
  crearArtista: withAntd(() =>
    import('../features/admin-artists/crear-artista-page').then((m) => m.CrearArtistaPage),
  ),
  modificarEliminarNoticias: withAntd(() =>
    import('../features/admin-news/admin-noticias-page').then((m) => m.AdminNoticiasPage),
  ),
  crearNoticia: withAntd(() =>
    import('../features/admin-news/crear-noticia-page').then((m) => m.CrearNoticiaPage),
  ),
  editarNoticia: withAntd(() =>
    import('../features/admin-news/editar-noticia-page').then((m) => m.EditarNoticiaPage),
  ),
  editarCarrusel: withAntd(() =>
    import('../features/admin-carousel/editar-carrusel-page').then((m) => m.EditarCarruselPage),
  ),
  actualizarTyc: withAntd(() =>
    import('../features/terms/actualizar-tyc-page').then((m) => m.ActualizarTycPage),
  ),
  // Public pages: no antd; pdf.js loads only once the PDF is shown (features/terms/pdf-viewer).
  terminos: plain(() => import('../features/terms/terminos-page').then((m) => m.TerminosPage)),
  privacidad: plain(() =>
    import('../features/privacy/privacidad-page').then((m) => m.PrivacidadPage),
  ),
  // Issue 6: checkout (antd for the location picker and the modal), the buyer's tickets
  // (plain), and the organiser's after-sale screens.
  comprar: withAntd(() => import('../features/checkout/comprar-page').then((m) => m.ComprarPage)),
  misEntradas: plain(() =>
    import('../features/tickets/mis-entradas-page').then((m) => m.MisEntradasPage),
  ),
  entradaAdquirida: plain(() =>
    import('../features/tickets/entrada-adquirida-page').then((m) => m.EntradaAdquiridaPage),
  ),
  entradasVendidasIndex: plain(() =>
    import('../features/sales/ventas-index-page').then((m) => m.VentasIndexPage),
  ),
  entradasVendidas: plain(() =>
    import('../features/sales/entradas-vendidas-page').then((m) => m.EntradasVendidasPage),
  ),
  cancelarEvento: withAntd(() =>
    import('../features/cancel-event/cancelar-evento-page').then((m) => m.CancelarEventoPage),
  ),
  puertaEvento: plain(() =>
    import('../features/door-admin/puerta-evento-page').then((m) => m.PuertaEventoPage),
  ),
  // Issue 14: an event's discount codes (antd: the table, the form and the confirmation).
  codigosDescuento: withAntd(() =>
    import('../features/discount-codes/codigos-page').then((m) => m.CodigosPage),
  ),
  // An event's ticket types, tandas and cupos (plain: organisers edit them on a phone too).
  tiposEntrada: plain(() =>
    import('../features/ticket-types/tipos-entrada-page').then((m) => m.TiposEntradaPage),
  ),
  // Issue 14: an event's settlement (antd: the table with its totals row).
  liquidacion: withAntd(() =>
    import('../features/settlement/liquidacion-page').then((m) => m.LiquidacionPage),
  ),
  // Issue 14: an event's guest list (antd: the selects, the table and the confirmation).
  listaInvitados: withAntd(() =>
    import('../features/guest-list/lista-page').then((m) => m.ListaPage),
  ),
  reseniasDeLaFiesta: plain(() =>
    import('../features/ratings/resenias-page').then((m) => m.ReseniasPage),
  ),
  // Issue 12: the virtual queue of a high-demand day (plain: it must open fast in a crowd).
  filaVirtual: plain(() =>
    import('../features/fila-virtual/fila-virtual-page').then((m) => m.FilaVirtualPage),
  ),
  // Issue 13: the link of a ticket sent by e-mail (plain: it opens from a mail, often on a phone).
  transferencia: plain(() =>
    import('../features/transfers/transferencia-page').then((m) => m.TransferenciaPage),
  ),
  // Issue 13: the withdrawal button (plain: the footer of every page links to it).
  arrepentimiento: plain(() =>
    import('../features/withdrawal/arrepentimiento-page').then((m) => m.ArrepentimientoPage),
  ),
  // The mailed link confirming a withdrawal (plain: it opens from a mail, often on a phone).
  arrepentimientoConfirmar: plain(() =>
    import('../features/withdrawal/confirmar-page').then((m) => m.ConfirmarArrepentimientoPage),
  ),
  // Issue 13: one's wait-list places and their offers (plain: the offer mail links here).
  listaEspera: plain(() =>
    import('../features/waitlist/lista-espera-page').then((m) => m.ListaEsperaPage),
  ),
  // The organiser's productora (antd: the members' table, the selects and the switches).
  miProductora: withAntd(() =>
    import('../features/team/mi-productora-page').then((m) => m.MiProductoraPage),
  ),
  // A productora's mailed invitation (plain: it opens from a mail, often on a phone).
  invitacionProductora: plain(() =>
    import('../features/team/invitacion-page').then((m) => m.InvitacionProductoraPage),
  ),
  // An event's RRPP commissions (plain: organisers set them up on a phone too).
  comisionesRrpp: plain(() =>
    import('../features/rrpp/comisiones-page').then((m) => m.ComisionesRrppPage),
  ),
  // A member's role on one event (plain, as the commissions page).
  equipoEvento: plain(() =>
    import('../features/team/equipo-evento-page').then((m) => m.EquipoEventoPage),
  ),
  // The RRPP's own page (plain: an RRPP shares their link from the phone), with their guest
  // lists from the guest-list feature under their sales.
  misVentasRrpp: plain(async () => {
    const [{ MisVentasRrppPage }, { MisListasRrpp }] = await Promise.all([
      import('../features/rrpp/mis-ventas-page'),
      import('../features/guest-list/mis-listas-rrpp'),
    ]);
    return function MisVentasYListasRrpp() {
      return <MisVentasRrppPage listas={<MisListasRrpp ocultarSiVacio />} />;
    };
  }),
};

/**
 * /crearevento sits behind RequireLogin, which sends guests to /precrearevento. A route-level
 * `lazy` would download the form before the guard runs; a component-level lazy loads it only
 * once the guard lets the user in.
 */
const CrearEventoScreen = lazy(async () => {
  const [{ CrearEventoPage }, scope] = await Promise.all([
    import('../features/create-event/crear-evento-page'),
    import('../ui/antd-scope'),
  ]);
  return { default: scope.withAntdScope(CrearEventoPage) };
});

/** Each screen's route id is its key in shared/routes.ts (the server renderer reads it). */
function screen(key: Exclude<RouteKey, 'googleCallback'>): RouteObject {
  if (key === 'crearEvento')
    return { id: key, path: ROUTES[key].path, element: <CrearEventoScreen /> };
  return { id: key, path: ROUTES[key].path, lazy: SCREENS[key] };
}

/** Every route of shared/routes.ts, grouped under one guard per allowed-roles set. */
export function buildRoutes(): RouteObject[] {
  const open: RouteObject[] = [];
  const guarded = new Map<string, { roles: ReadonlyArray<CdRol>; children: RouteObject[] }>();
  for (const key of Object.keys(ROUTES) as RouteKey[]) {
    const { roles } = ROUTES[key];
    if (key === 'googleCallback') continue; // outside the layout, below
    if (key === 'crearEvento') {
      open.push({ element: <RequireLogin />, children: [screen(key)] });
    } else if (!roles) {
      open.push(screen(key));
    } else {
      const id = roles.join(',');
      const group = guarded.get(id) ?? { roles, children: [] };
      group.children.push(screen(key));
      guarded.set(id, group);
    }
  }
  return [
    {
      path: ROUTES.googleCallback.path,
      lazy: () =>
        import('../features/auth/google-callback-page').then((m) => ({
          Component: m.GoogleCallbackPage,
        })),
    },
    {
      element: <AppLayout />,
      errorElement: <RouteErrorPage />,
      // Shown while the first screen's chunk loads.
      hydrateFallbackElement: <div className="app-shell" />,
      children: [
        {
          // A screen that fails to load or render shows its error inside the frame.
          errorElement: <RouteErrorPage />,
          children: [
            ...open,
            ...[...guarded.values()].map(({ roles, children }) => ({
              element: <RequireRoles roles={roles} />,
              children,
            })),
            { id: NOT_FOUND_ROUTE, path: '*', element: <NotFoundPage /> },
          ],
        },
      ],
    },
  ];
}
