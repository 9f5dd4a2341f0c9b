import type { UpdateEventoInput } from '@shared/validation/evento';
import { baseApi } from '../../api/base-api';

const eventTags = (idEvento: number) => [
  { type: 'Evento' as const, id: idEvento },
  { type: 'Evento' as const, id: 'LIST' },
];

export const modifyEventApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    updateEvento: build.mutation<{ idEvento: number }, UpdateEventoInput>({
      query: (body) => ({ url: '/Evento/UpdateEvento', method: 'PUT', body }),
      invalidatesTags: (_r, error, { idEvento }) => (error ? [] : eventTags(idEvento)),
    }),
    updateEntrada: build.mutation<
      { idFecha: number; tipo: number; precio: number },
      { idFecha: number; tipo: number; precio: number; idEvento: number }
    >({
      query: ({ idEvento: _idEvento, ...body }) => ({
        url: '/Entrada/UpdateEntrada',
        method: 'PUT',
        body,
      }),
      invalidatesTags: (_r, error, { idEvento }) => (error ? [] : eventTags(idEvento)),
    }),
  }),
});

export const { useUpdateEventoMutation, useUpdateEntradaMutation } = modifyEventApi;
