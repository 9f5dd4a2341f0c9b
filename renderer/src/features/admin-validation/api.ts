import type { EventoAValidar, EventoAValidarDetalle } from '@shared/api/admin';
import type { activarArtistaSchema } from '@shared/validation/admin';
import type { z } from 'zod';
import { baseApi } from '../../api/base-api';

const PENDIENTES = { type: 'EventoAValidar' as const, id: 'LIST' };
const detalleTag = (idEvento: number) => ({ type: 'EventoAValidar' as const, id: idEvento });

/**
 * A validated or rejected event leaves the pending list and changes the public lists (an
 * approved event goes on sale through the lifecycle); its own caches refetch.
 */
const decidedTags = (idEvento: number) => [
  PENDIENTES,
  detalleTag(idEvento),
  { type: 'Evento' as const, id: 'LIST' },
  { type: 'Evento' as const, id: idEvento },
];

/**
 * An activated artist joins the public directory and the organisers' suggestions; a discarded
 * one leaves the admin list. Either way the event's list of artists to activate changes.
 */
const artistTags = (idArtista: number, idEvento: number) => [
  detalleTag(idEvento),
  { type: 'Artista' as const, id: 'LIST' },
  { type: 'Artista' as const, id: idArtista },
  { type: 'ArtistaAdmin' as const, id: 'LIST' },
  { type: 'ArtistaAdmin' as const, id: idArtista },
];

export type ActivarArtistaBody = z.input<typeof activarArtistaSchema>;

export const adminValidationApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Pending events (estado 0), by first start date as the server sorts them. */
    getEventosAValidar: build.query<EventoAValidar[], void>({
      query: () => '/Evento/GetEventosAValidar',
      transformResponse: (r: { eventos: EventoAValidar[] }) => r.eventos,
      providesTags: [PENDIENTES],
    }),
    getEventoAValidar: build.query<EventoAValidarDetalle, number>({
      query: (idEvento) => ({ url: '/Evento/GetEventoAValidar', params: { IdEvento: idEvento } }),
      providesTags: (_r, _e, idEvento) => [detalleTag(idEvento)],
    }),
    validarEvento: build.mutation<{ idEvento: number; estado: number }, { idEvento: number }>({
      query: (body) => ({ url: '/Evento/ValidarEvento', method: 'PUT', body }),
      invalidatesTags: (_r, error, { idEvento }) => (error ? [] : decidedTags(idEvento)),
    }),
    rechazarEvento: build.mutation<
      { idEvento: number; estado: number },
      { idEvento: number; motivo: string }
    >({
      query: (body) => ({ url: '/Evento/RechazarEvento', method: 'PUT', body }),
      invalidatesTags: (_r, error, { idEvento }) => (error ? [] : decidedTags(idEvento)),
    }),
    activarArtista: build.mutation<
      { idArtista: number },
      ActivarArtistaBody & { idEvento: number }
    >({
      query: ({ idEvento: _idEvento, ...body }) => ({
        url: '/Artista/ActivarArtista',
        method: 'PUT',
        body,
      }),
      invalidatesTags: (_r, error, { idArtista, idEvento }) =>
        error ? [] : artistTags(idArtista, idEvento),
    }),
    descartarArtista: build.mutation<
      { idArtista: number },
      { idArtista: number; idEvento: number }
    >({
      query: ({ idArtista }) => ({
        url: '/Artista/DescartarArtista',
        method: 'PUT',
        body: { idArtista },
      }),
      invalidatesTags: (_r, error, { idArtista, idEvento }) =>
        error ? [] : artistTags(idArtista, idEvento),
    }),
  }),
});

export const {
  useGetEventosAValidarQuery,
  useGetEventoAValidarQuery,
  useValidarEventoMutation,
  useRechazarEventoMutation,
  useActivarArtistaMutation,
  useDescartarArtistaMutation,
} = adminValidationApi;
