import type { CodigoView, CrearCodigoPayload, EntradaOcultable } from '@shared/api/codigos';
import { useMemo } from 'react';
import { baseApi } from '../../api/base-api';
import { tiposDelEvento, type TipoDelEvento } from './codigo-cells';

const tag = (idEvento: number) => [{ type: 'Codigo' as const, id: idEvento }];
const evento = (idEvento: number) => [
  { type: 'Evento' as const, id: idEvento },
  { type: 'Evento' as const, id: 'LIST' },
];

/**
 * An event's discount and access codes (issue 14, shared/api/codigos.ts): list, create,
 * deactivate; and its ticket rows, each hidden from the event page or shown.
 */
export const codigosApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCodigos: build.query<CodigoView[], number>({
      query: (idEvento) => ({ url: '/Codigo/GetCodigos', params: { IdEvento: idEvento } }),
      providesTags: (_r, _e, idEvento) => tag(idEvento),
    }),
    crearCodigo: build.mutation<CodigoView, CrearCodigoPayload>({
      query: (body) => ({ url: '/Codigo/CrearCodigo', method: 'POST', body }),
      invalidatesTags: (_r, error, { idEvento }) => (error ? [] : tag(idEvento)),
    }),
    desactivarCodigo: build.mutation<CodigoView, Pick<CodigoView, 'idCodigo' | 'idEvento'>>({
      query: ({ idCodigo }) => ({
        url: '/Codigo/DesactivarCodigo',
        method: 'POST',
        body: { idCodigo },
      }),
      invalidatesTags: (_r, error, { idEvento }) => (error ? [] : tag(idEvento)),
    }),
    /** The productora's RRPP: a code may be one's (docs/decisions/0092-rrpp.md). */
    getRrppDelEvento: build.query<Array<{ idUsuario: number; nombre: string }>, number>({
      query: (idEvento) => ({ url: '/Rrpp/DelEvento', params: { IdEvento: idEvento } }),
    }),
    /** Rows are the event's: an edit of the event (prices, days) reloads them too. */
    getEntradasOcultables: build.query<EntradaOcultable[], number>({
      query: (idEvento) => ({ url: '/Codigo/GetEntradas', params: { IdEvento: idEvento } }),
      providesTags: (_r, _e, idEvento) => [{ type: 'Evento', id: idEvento }],
    }),
    /** A row hidden or shown changes what the event page and the lists offer: they reload. */
    ocultarEntrada: build.mutation<
      EntradaOcultable,
      { idEvento: number; idEntrada: number; oculta: boolean }
    >({
      query: ({ idEntrada, oculta }) => ({
        url: '/Codigo/OcultarEntrada',
        method: 'POST',
        body: { idEntrada, oculta },
      }),
      invalidatesTags: (_r, error, { idEvento }) => (error ? [] : evento(idEvento)),
    }),
  }),
});

export const {
  useGetCodigosQuery,
  useGetRrppDelEventoQuery,
  useCrearCodigoMutation,
  useDesactivarCodigoMutation,
  useGetEntradasOcultablesQuery,
  useOcultarEntradaMutation,
} = codigosApi;

/**
 * The event's ticket types as its rows name them (codigo-cells.ts), from the same load as
 * "Entradas ocultas"; undefined until it arrives.
 */
export function useTiposDelEvento(idEvento: number): TipoDelEvento[] | undefined {
  const { data } = useGetEntradasOcultablesQuery(idEvento);
  return useMemo(() => data && tiposDelEvento(data), [data]);
}
