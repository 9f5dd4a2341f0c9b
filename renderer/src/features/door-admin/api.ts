import type {
  CajaResumen,
  PreciosPuertaDia,
  PreciosPuertaPayload,
  TipoPuerta,
} from '@shared/api/boleteria';
import type {
  ConflictoPuerta,
  IngresosEvento,
  InvitacionPuerta,
  PersonalYInvitaciones,
} from '@shared/api/door';
import { baseApi } from '../../api/base-api';

/** A day's door prices, with the event whose cached prices they replace. */
type GuardarPrecios = PreciosPuertaPayload & { idEvento: number };

/**
 * The organiser's side of the door (issue 10): staff and their invitations
 * (docs/decisions/0076-hostile-users.md), live numbers and scan conflicts; the box office's
 * door prices and cajas (docs/decisions/0094-box-office.md).
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
    /** Every day's types with their door price (403/404: the caller does not edit the event). */
    getPreciosPuerta: build.query<PreciosPuertaDia[], number>({
      query: (idEvento) => ({ url: '/Boleteria/Precios', params: { IdEvento: idEvento } }),
    }),
    // The day's types as saved replace the cached ones: the form shows what the server kept.
    guardarPreciosPuerta: build.mutation<TipoPuerta[], GuardarPrecios>({
      query: ({ idEvento: _idEvento, ...body }) => ({
        url: '/Boleteria/Precios',
        method: 'PUT',
        body,
      }),
      async onQueryStarted({ idEvento, idFecha }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (!data) return;
        dispatch(
          doorAdminApi.util.updateQueryData('getPreciosPuerta', idEvento, (dias) => {
            const dia = dias.find((d) => d.idFecha === idFecha);
            if (dia) dia.tipos = data;
          }),
        );
      },
    }),
    // The cajas follow the door like its numbers: polled while a day's door is open.
    getCajas: build.query<CajaResumen[], number>({
      query: (idEvento) => ({ url: '/Boleteria/Cajas', params: { IdEvento: idEvento } }),
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
  useGetPreciosPuertaQuery,
  useGuardarPreciosPuertaMutation,
  useGetCajasQuery,
} = doorAdminApi;
