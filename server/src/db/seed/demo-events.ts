import { ESTADO_EVENTO, TIPO_ENTRADA } from '../../../../shared/domain/catalogs';
import type { SaveTiposFechaInput, TiposFecha } from '../../../../shared/api/ticket-types';
import type { DemoPlaceKey } from './demo-places';

/** Recurring parties owned by the demo organiser. */
export const DEMO_FIESTAS = ['Ritual Austral', 'Subsuelo', 'La Fábrica', 'Verano Techno'] as const;
export type DemoFiesta = (typeof DEMO_FIESTAS)[number];

export interface DemoEvent {
  /** Stable handle for news links and favourites. */
  key: string;
  nombre: string;
  descripcion: string;
  place: DemoPlaceKey;
  generos: string[];
  artistas: string[];
  fiesta?: DemoFiesta;
  isAfter?: boolean;
  isLgbt?: boolean;
  /** An 18+ night (shared/domain/edad.ts). */
  edadMinima?: 18;
  soundCloud?: string;
  /** YouTube link stored as a video media item. */
  youtube?: string;
  cdEstado: number;
  /** Days from today (Argentina) to the first night; nights are 23:00 to 07:00. */
  dayOffset: number;
  days: 1 | 2 | 3;
  /**
   * Instead: one eight-hour day starting this many hours after the seed runs (rounded down
   * to the hour), so its door is open right away (demo-door.ts).
   */
  startsInHours?: number;
  /** Sale window start in days from now, when not the default (two days ago). */
  saleOpensInDays?: number;
  /** Ticket rows (tipo) sold out on the first night, so "Agotadas" shows. */
  soldOut?: number[];
  /** Ticket type offered with a stock of only 3 on the first night. */
  stockOfThree?: number;
  /** Types named by the organiser instead of the catalogue's name, by cdTipo. */
  nombres?: Partial<Record<number, string>>;
  /**
   * The organiser's own list of types of every night, made from the template's as the
   * "Entradas y tandas" screen saves it (docs/decisions/0088-free-form-ticket-types.md).
   */
  tiposPropios?: (day: TiposFecha, now: Date) => SaveTiposFechaInput;
  /** Most tickets of a type one account may hold per day, when not the default (10). */
  maxEntradasPorCuenta?: number;
  /** Every night is high demand (issue 12): buying goes through the virtual queue. */
  altaDemanda?: boolean;
  /** Flyer hue (0–360). */
  hue: number;
  /** The flyer's shape when not the usual 16:9 (the pages show every shape whole). */
  flyer?: 'retrato' | 'cuadrado';
}

const EN_VENTA = ESTADO_EVENTO.EN_VENTA;

export const DEMO_EVENTS: ReadonlyArray<DemoEvent> = [
  {
    key: 'ritual-apertura',
    nombre: 'Ritual Austral: Apertura de Temporada',
    descripcion:
      'La fiesta que abre la temporada frente al río. Dos noches de techno melódico con sonido Funktion-One, visuales en 360° y barra de tragos de autor. Acceso por Av. Costanera; habrá guardarropa y puntos de hidratación gratuitos.',
    place: 'costanera',
    generos: ['Techno', 'Melodic-Techno'],
    artistas: ['2Lux', 'Juana Lumen', 'Aurora Austral'],
    fiesta: 'Ritual Austral',
    soundCloud: 'https://soundcloud.com/2lux/ritual-austral-live',
    youtube: 'https://www.youtube.com/watch?v=Rt4uStr4l01',
    cdEstado: EN_VENTA,
    dayOffset: 1,
    days: 2,
    // General early bird gone, and VIP sold out: its wait list and a resale (demo-resale.ts).
    soldOut: [1, 2],
    hue: 265,
  },
  {
    key: 'subsuelo-acid',
    nombre: 'Subsuelo presenta: Acid Night',
    descripcion:
      'Sótano, humo y la 303 sin descanso. Una noche dedicada al acid techno con sets extendidos y un after que sigue hasta el mediodía. Capacidad reducida: quedan muy pocas VIP Early Bird.',
    place: 'palermo',
    generos: ['Acid-Techno', 'Techno'],
    artistas: ['Ícaro Sur', 'Pampa Acid'],
    fiesta: 'Subsuelo',
    isAfter: true,
    edadMinima: 18,
    cdEstado: EN_VENTA,
    dayOffset: 3,
    days: 1,
    stockOfThree: 3,
    hue: 95,
  },
  {
    key: 'pulso-federal-cordoba',
    nombre: 'Pulso Federal Córdoba',
    descripcion:
      'La gira federal llega a Güemes con lo mejor de la escena cordobesa y artistas invitados de todo el país. House y tech-house para bailar hasta que salga el sol.',
    place: 'cordoba',
    generos: ['House', 'Tech-House'],
    artistas: ['Catalina Voss', 'Eco de Piedra', 'Selva Binaria'],
    soundCloud: 'https://soundcloud.com/catalinavoss/pulso-federal-mix',
    cdEstado: EN_VENTA,
    dayOffset: 5,
    days: 1,
    // Its page says "Máximo 4 entradas por tipo y día por persona" and caps the selectors at 4.
    maxEntradasPorCuenta: 4,
    hue: 20,
  },
  {
    key: 'costanera-sunset',
    nombre: 'Costanera Sunset Rosario',
    descripcion:
      'House y progressive a orillas del Paraná. Empezamos con el atardecer en la terraza y seguimos adentro con el line-up principal. Estacionamiento gratuito sobre Av. Wheelwright.',
    place: 'rosario',
    generos: ['House', 'Progressive'],
    artistas: ['Mateo Vidal', 'Bruma Eléctrica', 'Ñandú Collective'],
    youtube: 'https://www.youtube.com/watch?v=C0st4n3r4Sn',
    cdEstado: EN_VENTA,
    dayOffset: 8,
    days: 1,
    // The template's four and eight mesas on the terrace: each admits six, at most two per
    // purchase (docs/decisions/0089-mesas-and-order-limits.md); a drink combo to add at
    // checkout, one per ticket (docs/decisions/0090-add-ons.md).
    tiposPropios: (day) => {
      const vip = day.tipos.find((r) => r.cdTipo === 2)!;
      return {
        idFecha: day.idFecha,
        tipos: [
          ...day.tipos,
          {
            nombre: 'Mesa VIP x6',
            descripcion: 'Mesa en la terraza para seis, con una botella de espumante.',
            admite: 'VIP',
            precio: Math.round((vip.precio * 5) / 1000) * 1000,
            cantidad: 8,
            oculta: false,
            tanda: null,
            abreAt: null,
            cupos: [],
            personas: 6,
            maxPorOrden: 2,
          },
        ],
        cupos: day.cupos,
        adicionales: [
          {
            nombre: 'Combo trago',
            descripcion: 'Un trago de autor y un agua en la barra de la terraza.',
            precio: Math.round((vip.precio * 0.4) / 500) * 500,
            cantidad: 200,
          },
        ],
      };
    },
    hue: 32,
    flyer: 'cuadrado',
  },
  {
    key: 'orgullo-pista',
    nombre: 'Orgullo en la Pista',
    descripcion:
      'Una fiesta LGBTIQ+ hecha por y para la comunidad. House, tech-house y mucho brillo, con un line-up diverso y protocolo de cuidados activo durante toda la noche.',
    place: 'chacarita',
    generos: ['House', 'Tech-House'],
    artistas: ['Nocturna', 'Catalina Voss', 'Valentina Sur'],
    isLgbt: true,
    cdEstado: EN_VENTA,
    dayOffset: 10,
    days: 1,
    soldOut: [3],
    hue: 320,
    // An Instagram-shaped flyer (4:5) with its line-up and date: the pages show it whole.
    flyer: 'retrato',
  },
  {
    key: 'dub-la-plata',
    nombre: 'Noche Dub en La Plata',
    descripcion:
      'Graves profundos y texturas hipnóticas en una casona del centro platense. Dub techno y minimal con equipo de sonido a medida y pista a media luz.',
    place: 'laPlata',
    generos: ['Dub-Techno', 'Minimal-Techno'],
    artistas: ['Bruma Eléctrica', 'Lucía Ferro'],
    soundCloud: 'https://soundcloud.com/brumaelectrica/noche-dub',
    cdEstado: EN_VENTA,
    dayOffset: 13,
    days: 1,
    hue: 190,
  },
  {
    key: 'tucuman-underground',
    nombre: 'Tucumán Underground',
    descripcion:
      'Hard techno e industrial en el norte. Una nave industrial, luces estroboscópicas y artistas que no bajan de 145 BPM. Sólo para mayores de 18 años con DNI.',
    place: 'tucuman',
    generos: ['Hard-Techno', 'Industrial-Techno'],
    artistas: ['999 Hertz', 'Gélida', 'Ómnibus Ritual', 'Ícaro Sur'],
    isAfter: true,
    cdEstado: EN_VENTA,
    dayOffset: 17,
    days: 1,
    // Sold as the scene sells: three tandas of the pista over one cupo of 250, the 1ra closed
    // yesterday (its "hasta" date came), so the 2da is on sale and the 3ra waits its turn.
    tiposPropios: (day, now) => {
      const vip = day.tipos.filter((r) => r.admite === 'VIP');
      const general = day.tipos.find((r) => r.cdTipo === 0)!;
      const step = (nombre: string, factor: number, abreAt: Date | null) => ({
        nombre,
        admite: 'General',
        precio: Math.round((general.precio * factor) / 500) * 500,
        cantidad: 100,
        oculta: false,
        tanda: 'Pista',
        abreAt: abreAt?.toISOString() ?? null,
        cupos: ['Pista'],
      });
      return {
        idFecha: day.idFecha,
        tipos: [
          step('1ra tanda', 0.7, null),
          step('2da tanda', 0.85, new Date(now.getTime() - 86_400_000)),
          step('3ra tanda', 1, null),
          ...vip.map((r) => ({ ...r, abreAt: null })),
        ],
        cupos: [...day.cupos.filter((c) => c.nombre === 'VIP'), { nombre: 'Pista', cantidad: 250 }],
      };
    },
    hue: 0,
  },
  {
    key: 'patagonia-beats',
    nombre: 'Patagonia Beats',
    descripcion:
      'El paseo costero de Neuquén se convierte en pista. Tribal, tech-house y percusión en vivo en una noche pensada para toda la región del Comahue.',
    place: 'neuquen',
    generos: ['Tribal', 'Tech-House', 'House'],
    artistas: ['Koa Nómade', 'Selva Binaria', 'Quebrada'],
    youtube: 'https://www.youtube.com/watch?v=P4t4g0n14Bt',
    cdEstado: EN_VENTA,
    dayOffset: 20,
    days: 1,
    // Early birds sold as the scene calls them: the door still admits them as General and VIP.
    // As every template day, General opens when the Preventa sells out (the template's tanda,
    // docs/decisions/0095-the-template-as-tandas.md).
    nombres: { 1: 'Preventa', 3: 'Preventa VIP' },
    hue: 150,
  },
  {
    key: 'vendimia-electronica',
    nombre: 'Vendimia Electrónica',
    descripcion:
      'Tres noches entre viñedos y montañas. Trance, progressive y melodic techno en el Parque General San Martín, con bodegas invitadas y food trucks regionales.',
    place: 'mendoza',
    generos: ['Trance', 'Progressive', 'Melodic-Techno'],
    artistas: ['Valentina Sur', 'Eco de Piedra', 'Zonda Sound System', 'Fermín Quiroga'],
    soundCloud: 'https://soundcloud.com/zondasoundsystem/vendimia-electronica',
    cdEstado: EN_VENTA,
    dayOffset: 24,
    days: 3,
    hue: 345,
  },
  {
    key: 'fabrica-industrial',
    nombre: 'La Fábrica: Industrial',
    descripcion:
      'Una ex fábrica textil de Barracas, tres salas y un after que termina a media mañana. Industrial y hard techno con visuales en tiempo real.',
    place: 'barracas',
    generos: ['Industrial-Techno', 'Hard-Techno', 'Techno'],
    artistas: ['Gélida', 'Río Oscuro', '999 Hertz'],
    fiesta: 'La Fábrica',
    isAfter: true,
    cdEstado: EN_VENTA,
    dayOffset: 29,
    days: 1,
    altaDemanda: true,
    hue: 215,
  },
  {
    key: 'nieve-y-bajo',
    nombre: 'Nieve y Bajo',
    descripcion:
      'Dos noches de progressive y melodic con vista al Nahuel Huapi. Traslados desde el centro de Bariloche incluidos con la entrada VIP.',
    place: 'bariloche',
    generos: ['Progressive', 'Melodic-Techno'],
    artistas: ['Tomás Ledesma', 'Aurora Austral'],
    soundCloud: 'https://soundcloud.com/tomasledesma/nieve-y-bajo',
    youtube: 'https://www.youtube.com/watch?v=N13v3yB4j00',
    cdEstado: EN_VENTA,
    dayOffset: 34,
    days: 2,
    hue: 200,
  },
  {
    key: 'mar-de-fondo',
    nombre: 'Mar de Fondo',
    descripcion:
      'After LGBTIQ+ frente al mar en Playa Grande. Tribal y tech-house para recibir el día con los pies en la arena.',
    place: 'marDelPlata',
    generos: ['Tribal', 'Tech-House'],
    artistas: ['Nocturna', 'Koa Nómade', 'Mateo Vidal'],
    isAfter: true,
    isLgbt: true,
    cdEstado: EN_VENTA,
    dayOffset: 40,
    days: 1,
    hue: 175,
  },
  // Not on sale: pending approval (one with artists an administrator must activate), approved
  // with the sale opening later, and one already finished.
  {
    key: 'bosque-sonoro',
    nombre: 'Bosque Sonoro',
    descripcion:
      'Primera edición de una fiesta al aire libre en el Abasto cordobés. Minimal y tribal con artistas emergentes de la región.',
    place: 'cordobaAbasto',
    generos: ['Minimal-Techno', 'Tribal'],
    artistas: ['Ulises Ferreyra', 'Yaguareté Club', 'Delta Paraná'],
    cdEstado: ESTADO_EVENTO.POR_APROBAR,
    dayOffset: 27,
    days: 1,
    saleOpensInDays: 3,
    hue: 120,
  },
  {
    key: 'subsuelo-invierno',
    nombre: 'Subsuelo: Edición Invierno',
    descripcion: 'La edición invernal de Subsuelo, con dos salas y un line-up de techno y acid.',
    place: 'palermo',
    generos: ['Techno', 'Acid-Techno'],
    artistas: ['Lucía Ferro', 'Pampa Acid'],
    fiesta: 'Subsuelo',
    cdEstado: ESTADO_EVENTO.POR_APROBAR,
    dayOffset: 36,
    days: 1,
    saleOpensInDays: 5,
    hue: 60,
  },
  {
    key: 'ritual-cierre',
    nombre: 'Ritual Austral: Cierre de Temporada',
    descripcion:
      'La despedida de la temporada de Ritual Austral. La venta de entradas abre la semana próxima: marcalo como favorito para no perdértelo.',
    place: 'costanera',
    generos: ['Techno', 'Melodic-Techno', 'Progressive'],
    // DJ Nobody: typed by the organiser, still inactive though the event is approved.
    artistas: ['2Lux', 'Juana Lumen', 'Tomás Ledesma', 'DJ Nobody'],
    fiesta: 'Ritual Austral',
    cdEstado: ESTADO_EVENTO.APROBADO,
    dayOffset: 48,
    days: 1,
    saleOpensInDays: 7,
    hue: 285,
  },
  {
    // The door's demo (issue 10): validador@pulso.test is its staff, its door opens at once.
    key: 'matine-barracas',
    nombre: 'Matiné en Barracas: House al Atardecer',
    descripcion:
      'Una tarde de house y tech-house en un galpón de Barracas que sigue hasta la noche. Entrada por Av. Montes de Oca; las VIP Early Bird ya se agotaron.',
    place: 'barracas',
    generos: ['House', 'Tech-House'],
    artistas: ['Catalina Voss', 'Selva Binaria'],
    // 18+: the door asks for the DNI before a ticket gets in (docs/decisions/0093-minimum-age.md).
    edadMinima: 18,
    cdEstado: EN_VENTA,
    dayOffset: 0,
    days: 1,
    startsInHours: 2,
    soldOut: [3],
    hue: 20,
  },
  {
    // Cancelled by its organiser (demo-cancelled.ts): its buyers keep their tickets, marked
    // cancelled with the refund, and the organiser follows the refunds and the settlement.
    key: 'delta-cancelado',
    nombre: 'Noche Tribal en el Delta',
    descripcion:
      'Una noche de tribal y afro house en una isla del Delta, con lancha desde la estación fluvial de Tigre. Se canceló por la crecida del río.',
    place: 'costanera',
    generos: ['Tribal', 'Tech-House'],
    artistas: ['Koa Nómade', 'Delta Paraná'],
    cdEstado: ESTADO_EVENTO.BORRADO,
    dayOffset: 12,
    days: 1,
    saleOpensInDays: -10,
    soldOut: [TIPO_ENTRADA.VIP_EARLY_BIRD],
    hue: 150,
  },
  {
    key: 'verano-techno',
    nombre: 'Verano Techno en la Costa',
    descripcion:
      'La fiesta de cierre del verano en Mar del Plata. ¡Gracias a todos los que vinieron!',
    place: 'marDelPlata',
    generos: ['Techno', 'Tech-House'],
    artistas: ['Río Oscuro', 'Selva Binaria'],
    // A party, so the demo attendee's rating shows on its ratings page.
    fiesta: 'Verano Techno',
    cdEstado: ESTADO_EVENTO.FINALIZADO,
    dayOffset: -20,
    days: 1,
    saleOpensInDays: -35,
    hue: 40,
  },
];
