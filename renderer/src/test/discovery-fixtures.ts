import type { EventoView, EventosPage } from '@shared/api/discovery';

/** An on-sale event as GET /Evento/GetEventos returns it, with one day and two ticket rows. */
export function makeEvento(overrides: Partial<EventoView> = {}): EventoView {
  return {
    idEvento: 12,
    nombre: 'Noche Ácida',
    descripcion: 'Doce horas de acid techno.',
    genero: [1, 8],
    artistas: [
      { idArtista: 1, nombre: 'Aurora' },
      { idArtista: 2, nombre: 'Ícaro Sur' },
    ],
    isAfter: true,
    isLgbt: false,
    maxEntradasPorCuenta: 10,
    permiteTransferencias: true,
    domicilio: {
      direccion: 'Av. Corrientes 1234',
      latitud: -34.6,
      longitud: -58.38,
      provincia: { nombre: 'Ciudad Autónoma de Buenos Aires', codigo: '02' },
      municipio: { nombre: 'Ciudad Autónoma de Buenos Aires', codigo: '02' },
      localidad: { nombre: 'Ciudad Autónoma de Buenos Aires', codigo: '02' },
    },
    fechas: [
      {
        idFecha: 30,
        inicio: '2030-07-13T02:00:00.000Z', // viernes 12 de julio, 23:00 in Buenos Aires
        fin: '2030-07-13T10:00:00.000Z',
        inicioVenta: '2030-06-01T03:00:00.000Z',
        finVenta: '2030-07-13T02:00:00.000Z',
        estado: 1,
        altaDemanda: false,
        entradas: [
          { idEntrada: 301, tipo: { cdTipo: 0, dsTipo: 'General' }, precio: 15000, cantidad: 200 },
          { idEntrada: 302, tipo: { cdTipo: 2, dsTipo: 'VIP' }, precio: 30000, cantidad: 3 },
          {
            idEntrada: 303,
            tipo: { cdTipo: 1, dsTipo: 'General Early Bird' },
            precio: 10000,
            cantidad: 0,
          },
        ],
      },
    ],
    inicioEvento: '2030-07-13T02:00:00.000Z',
    finEvento: '2030-07-13T10:00:00.000Z',
    soundCloud: '',
    video: null,
    imagen: '/api/v1/Media/file/5',
    imagenAncho: 1200,
    imagenAlto: 675,
    // What the server writes from the rows above: the lowest price still for sale.
    precioDesde: 15000,
    agotado: false,
    isFavorito: 0,
    estado: 2,
    cdEstado: 2,
    usuario: 3,
    idFiesta: null,
    ...overrides,
  };
}

export function page(eventos: EventoView[], total = eventos.length, pageNo = 1): EventosPage {
  return { eventos, total, page: pageNo, pageSize: 12 };
}
