import type {
  ActividadEquipo,
  CambiarMiembro,
  CambiarRolEnEvento,
  EquipoDelEvento,
  MiembroEnEvento,
  CrearProductora,
  Equipo,
  InvitacionEquipo,
  InvitarEquipo,
  Miembro,
  ProductoraMia,
} from '@shared/api/productoras';
import type { MisEventosPage } from '@shared/api/organiser';
import { baseApi } from '../../api/base-api';

const MIAS = { type: 'Productora' as const, id: 'MIAS' };
const equipo = (idProductora: number) => [{ type: 'Productora' as const, id: idProductora }];

/**
 * Productoras and their teams (shared/api/productoras.ts): one's productoras, a team with its
 * open invitations, what the team did; creating one, inviting, a member's role and settlement
 * access, and accepting an invitation from its mailed link.
 */
export const teamApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getMisProductoras: build.query<ProductoraMia[], void>({
      query: () => '/Productora/Mias',
      providesTags: [MIAS],
    }),
    getEquipo: build.query<Equipo, number>({
      query: (idProductora) => ({
        url: '/Productora/Equipo',
        params: { IdProductora: idProductora },
      }),
      providesTags: (_r, _e, idProductora) => equipo(idProductora),
    }),
    /** A dueño's view (others get 403): newest first. */
    getActividad: build.query<ActividadEquipo[], number>({
      query: (idProductora) => ({
        url: '/Productora/Actividad',
        params: { IdProductora: idProductora },
      }),
      providesTags: (_r, _e, idProductora) => equipo(idProductora),
    }),
    /**
     * The events the caller manages, theirs and their productoras' (as Mis eventos lists
     * them): the activity names the events it tells about.
     */
    getEventosDelEquipo: build.query<MisEventosPage, number>({
      query: (idUsuario) => ({
        url: '/Evento/GetEventos',
        params: { IdUsuario: idUsuario, pageSize: 100 },
      }),
      providesTags: [{ type: 'Evento', id: 'LIST' }],
    }),
    // The new productora shows at once (its team loads next), not after the list is read again.
    crearProductora: build.mutation<ProductoraMia, CrearProductora>({
      query: (body) => ({ url: '/Productora/Crear', method: 'POST', body }),
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (!data) return;
        dispatch(
          teamApi.util.updateQueryData('getMisProductoras', undefined, (mias) => {
            if (!mias.some((p) => p.idProductora === data.idProductora)) mias.push(data);
          }),
        );
      },
      invalidatesTags: (_r, error) => (error ? [] : [MIAS]),
    }),
    invitar: build.mutation<InvitacionEquipo, InvitarEquipo>({
      query: (body) => ({ url: '/Productora/Invitar', method: 'POST', body }),
      invalidatesTags: (_r, error, { idProductora }) => (error ? [] : equipo(idProductora)),
    }),
    // Read again after a refusal too: another dueño may have changed the team meanwhile. The
    // caller's own role may be the one that changed.
    cambiarMiembro: build.mutation<Miembro, CambiarMiembro>({
      query: (body) => ({ url: '/Productora/Miembro', method: 'POST', body }),
      // The member's row keeps what was saved while the team is read again (no flicker back).
      async onQueryStarted({ idProductora }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (!data) return;
        dispatch(
          teamApi.util.updateQueryData('getEquipo', idProductora, (equipo) => {
            const i = equipo.miembros.findIndex((m) => m.idUsuario === data.idUsuario);
            if (i >= 0) equipo.miembros[i] = data;
          }),
        );
      },
      invalidatesTags: (_r, _e, { idProductora }) => [...equipo(idProductora), MIAS],
    }),
    getEquipoDelEvento: build.query<EquipoDelEvento, number>({
      query: (idEvento) => ({ url: '/Productora/EquipoDelEvento', params: { IdEvento: idEvento } }),
      providesTags: (_r, _e, idEvento) => [{ type: 'Evento', id: `EQUIPO-${idEvento}` }],
    }),
    // The member's line shows what was saved at once; the team is read again after (another
    // dueño may have changed it meanwhile).
    cambiarRolEnEvento: build.mutation<MiembroEnEvento, CambiarRolEnEvento>({
      query: (body) => ({ url: '/Productora/RolEnEvento', method: 'POST', body }),
      async onQueryStarted({ idEvento }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (!data) return;
        dispatch(
          teamApi.util.updateQueryData('getEquipoDelEvento', idEvento, (equipo) => {
            const i = equipo.miembros.findIndex((m) => m.idUsuario === data.idUsuario);
            if (i >= 0) equipo.miembros[i] = data;
          }),
        );
      },
      invalidatesTags: (_r, _e, { idEvento }) => [
        { type: 'Evento', id: `EQUIPO-${idEvento}` },
        { type: 'Evento', id: 'LIST' },
      ],
    }),
    aceptarInvitacion: build.mutation<ProductoraMia, string>({
      query: (token) => ({
        url: '/Productora/Invitacion/Aceptar',
        method: 'POST',
        body: { token },
      }),
      invalidatesTags: (_r, error) => (error ? [] : [MIAS, { type: 'Evento', id: 'LIST' }]),
    }),
  }),
});

export const {
  useGetMisProductorasQuery,
  useGetEquipoQuery,
  useGetActividadQuery,
  useGetEventosDelEquipoQuery,
  useCrearProductoraMutation,
  useInvitarMutation,
  useCambiarMiembroMutation,
  useAceptarInvitacionMutation,
  useGetEquipoDelEventoQuery,
  useCambiarRolEnEventoMutation,
} = teamApi;
