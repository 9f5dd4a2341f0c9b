import type { RouteKey } from '../routes';
import { SEO_TEXT } from './seo';

const titulo = SEO_TEXT.titulo;

/**
 * The browser tab's title of every route ("<Página> · Pulso"), written by the server into the
 * first HTML and kept by the app on each navigation (renderer/src/app/route-title.tsx). Pages
 * that show one event, artist or news item replace theirs with its name once it loads. Written
 * out here rather than taken from each screen's texts: this table ships with every page.
 */
export const PAGE_TITLES: Record<RouteKey, string> = {
  home: SEO_TEXT.inicio,
  login: titulo('Ingresar'),
  register: titulo('Registrarse'),
  evento: titulo('Evento'),
  artistas: SEO_TEXT.artistas,
  artista: titulo('Artista'),
  noticias: SEO_TEXT.noticias,
  noticia: titulo('Noticia'),
  comoLlegar: titulo('Cómo llegar'),
  preCrearEvento: titulo('Ingresá para crear un evento'),
  crearEvento: titulo('Crear Evento'),
  terminos: titulo('Términos y condiciones'),
  privacidad: titulo('Política de privacidad'),
  googleCallback: titulo('Ingresando con Google'),
  restablecerPassword: titulo('Restablecer contraseña'),
  confirmarCorreo: titulo('Confirmar correo'),
  filaVirtual: titulo('Fila virtual'),
  transferencia: titulo('Te enviaron una entrada'),
  arrepentimiento: titulo('Botón de arrepentimiento'),
  arrepentimientoConfirmar: titulo('Confirmar el arrepentimiento'),
  invitacionProductora: titulo('Invitación a una productora'),
  misEntradas: titulo('Mis entradas'),
  eventosFavoritos: titulo('Mis eventos favoritos'),
  miPerfil: titulo('Mi perfil'),
  entradaAdquirida: titulo('Tu entrada'),
  comprar: titulo('Resumen de compra'),
  listaEspera: titulo('Lista de espera'),
  misEventosCreados: titulo('Mis eventos creados'),
  // The old address of the same screen.
  misEventos: titulo('Mis eventos creados'),
  entradasVendidasIndex: titulo('Entradas vendidas'),
  entradasVendidas: titulo('Entradas vendidas del evento'),
  cancelarEvento: titulo('Cancelar evento'),
  modificarEvento: titulo('Modificar evento'),
  misFiestasRecurrentes: titulo('Mis fiestas recurrentes'),
  reseniasDeLaFiesta: titulo('Reseñas de la fiesta'),
  puertaEvento: titulo('Puerta del evento'),
  codigosDescuento: titulo('Códigos de descuento'),
  tiposEntrada: titulo('Entradas y tandas'),
  liquidacion: titulo('Liquidación'),
  listaInvitados: titulo('Lista de invitados'),
  miProductora: titulo('Mi productora'),
  comisionesRrpp: titulo('Comisiones de RRPP'),
  equipoEvento: titulo('Equipo del evento'),
  misVentasRrpp: titulo('Mis ventas como RRPP'),
  eventosAValidar: titulo('Validar eventos'),
  eventoAValidar: titulo('Validar evento'),
  modificarEliminarNoticias: titulo('Editar noticias'),
  modificarEliminarArtistas: titulo('Editar artistas'),
  editarArtista: titulo('Editar artista'),
  editarNoticia: titulo('Editar noticia'),
  crearNoticia: titulo('Crear noticia'),
  crearArtista: titulo('Crear artista'),
  editarCarrusel: titulo('Editar Carrusel'),
  actualizarTyc: titulo('Actualizar TyC'),
};

/** An address that names no page (the server answers it 404). */
export const NOT_FOUND_TITLE = titulo('Página no encontrada');
