import type { AgregarInvitadosPayload, InvitadoView, ListaEvento } from '@shared/api/guest-list';
import { baseApi } from '../../api/base-api';

const tag = (idEvento: number) => [{ type: 'Lista' as const, id: idEvento }];

/** An event's guest list (issue 14, shared/api/guest-list.ts): read, add guests, withdraw one. */
export const listaApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getLista: build.query<ListaEvento, number>({
      query: (idEvento) => ({ url: '/Lista/GetLista', params: { IdEvento: idEvento } }),
      providesTags: (_r, _e, idEvento) => tag(idEvento),
    }),
    // Reloaded after a refusal too: "no places left" means the day's numbers changed.
    agregarInvitados: build.mutation<InvitadoView[], AgregarInvitadosPayload>({
      query: (body) => ({ url: '/Lista/AgregarInvitados', method: 'POST', body }),
      invalidatesTags: (_r, _e, { idEvento }) => tag(idEvento),
    }),
    quitarInvitado: build.mutation<InvitadoView, { idInvitado: number; idEvento: number }>({
      query: ({ idInvitado }) => ({
        url: '/Lista/QuitarInvitado',
        method: 'POST',
        body: { idInvitado },
      }),
      invalidatesTags: (_r, _e, { idEvento }) => tag(idEvento),
    }),
  }),
});

export const { useGetListaQuery, useAgregarInvitadosMutation, useQuitarInvitadoMutation } =
  listaApi;
