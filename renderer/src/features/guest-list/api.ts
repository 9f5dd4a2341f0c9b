import type {
  AgregarInvitadosPayload,
  AgregarInvitadosRrppPayload,
  GuardarListaRrpp,
  InvitadoView,
  ListaEvento,
  ListasRrppEvento,
  MiListaRrpp,
  RrppListaView,
} from '@shared/api/guest-list';
import { baseApi } from '../../api/base-api';

/** An event's lists (its own and its RRPP's), by event id; the caller's lists as RRPP, 'MIAS'. */
const tag = (idEvento: number) => [{ type: 'Lista' as const, id: idEvento }];
const MIAS = { type: 'Lista' as const, id: 'MIAS' };

/**
 * An event's guest list (issue 14, shared/api/guest-list.ts): read, add guests, withdraw one;
 * its RRPP's lists (docs/decisions/0092-rrpp.md): read and give one, and the RRPP's own lists,
 * filled and emptied by them. A change to any list of the event reloads all of them: the
 * RRPP's counts include guests the organiser withdrew.
 */
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
      invalidatesTags: (_r, _e, { idEvento }) => [...tag(idEvento), MIAS],
    }),
    getListasRrpp: build.query<ListasRrppEvento, number>({
      query: (idEvento) => ({ url: '/Lista/Rrpp', params: { IdEvento: idEvento } }),
      providesTags: (_r, _e, idEvento) => tag(idEvento),
    }),
    guardarListaRrpp: build.mutation<RrppListaView, GuardarListaRrpp>({
      query: (body) => ({ url: '/Lista/Rrpp', method: 'PUT', body }),
      invalidatesTags: (_r, _e, { idEvento }) => [...tag(idEvento), MIAS],
    }),
    getMisListasRrpp: build.query<MiListaRrpp[], void>({
      query: () => '/Lista/MisListas',
      providesTags: [MIAS],
    }),
    // Reloaded after a refusal too: "your list is full" means its numbers changed.
    agregarInvitadosRrpp: build.mutation<InvitadoView[], AgregarInvitadosRrppPayload>({
      query: (body) => ({ url: '/Lista/Rrpp/AgregarInvitados', method: 'POST', body }),
      invalidatesTags: (_r, _e, { idEvento }) => [...tag(idEvento), MIAS],
    }),
    quitarInvitadoRrpp: build.mutation<InvitadoView, { idInvitado: number; idEvento: number }>({
      query: ({ idInvitado }) => ({
        url: '/Lista/Rrpp/QuitarInvitado',
        method: 'POST',
        body: { idInvitado },
      }),
      invalidatesTags: (_r, _e, { idEvento }) => [...tag(idEvento), MIAS],
    }),
  }),
});

export const {
  useGetListaQuery,
  useAgregarInvitadosMutation,
  useQuitarInvitadoMutation,
  useGetListasRrppQuery,
  useGuardarListaRrppMutation,
  useGetMisListasRrppQuery,
  useAgregarInvitadosRrppMutation,
  useQuitarInvitadoRrppMutation,
} = listaApi;
