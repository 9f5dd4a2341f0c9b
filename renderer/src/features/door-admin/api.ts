import type {
  ConflictoPuerta,
  IngresosEvento,
  InvitacionPuerta,
  PersonalYInvitaciones,
} from '@shared/api/door';
import { baseApi } from '../../api/base-api';

/**
 * The organiser's side of the door (issue 10): staff and their invitations
 * (docs/decisions/0076-hostile-users.md), live numbers and scan conflicts.
 */
export const doorAdminApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getPersonal: build.query<PersonalYInvitaciones, number>({
      query: (idEvento) => ({ url: '/Puerta/Personal', params: { IdEvento: idEvento } }),
      providesTags: (_r, _e, idEvento) => [{ type: 'Evento', id: idEvento }],
    }),
    agregarPersonal: build.mutation<
      { invitacion: InvitacionPuerta },
      { idEvento: number; correo: string }
    >({
      query: (body) => ({ url: '/Puerta/Personal', method: 'POST', body }),
      invalidatesTags: (_r, _e, { idEvento }) => [{ type: 'Evento', id: idEvento }],
    }),
    quitarPersonal: build.mutation<void, { idEvento: number; idUsuario: number }>({
      query: ({ idEvento, idUsuario }) => ({
        url: '/Puerta/Personal',
        method: 'DELETE',
        params: { IdEvento: idEvento, IdUsuario: idUsuario },
      }),
      invalidatesTags: (_r, _e, { idEvento }) => [{ type: 'Evento', id: idEvento }],
    }),
    retirarInvitacion: build.mutation<void, { idEvento: number; idInvitacion: number }>({
      query: ({ idEvento, idInvitacion }) => ({
        url: '/Puerta/Invitacion',
        method: 'DELETE',
        params: { IdEvento: idEvento, IdInvitacion: idInvitacion },
      }),
      invalidatesTags: (_r, _e, { idEvento }) => [{ type: 'Evento', id: idEvento }],
    }),
    // Live numbers and conflicts are polled, never served from a stale cache entry.
    getIngresos: build.query<IngresosEvento, number>({
      query: (idEvento) => ({ url: '/Puerta/Ingresos', params: { IdEvento: idEvento } }),
      keepUnusedDataFor: 0,
    }),
    getConflictos: build.query<{ conflictos: ConflictoPuerta[] }, number>({
      query: (idEvento) => ({ url: '/Puerta/Conflictos', params: { IdEvento: idEvento } }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const {
  useGetPersonalQuery,
  useAgregarPersonalMutation,
  useQuitarPersonalMutation,
  useRetirarInvitacionMutation,
  useGetIngresosQuery,
  useGetConflictosQuery,
} = doorAdminApi;
