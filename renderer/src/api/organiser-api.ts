import { lazily } from '@shared/lazy';
import type { ProgresoReembolsos } from '@shared/api/after-sale';
import type { ArtistaView } from '@shared/api/discovery';
import type { FiestaView } from '@shared/api/organiser';
import { baseApi } from './base-api';

const FIESTAS = { type: 'Fiesta' as const, id: 'LIST' };

/**
 * Calls more than one screen makes: the active artists (the one definition of that list: the
 * event forms match typed names against it and /artistas shows it), and the organiser's
 * recurring parties (create-event select, parties page).
 */
export const organiserApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * GET /Artista/GetArtista?isActivo=true: the active artists directory (docs/architecture.md,
     * "Renderer").
     */
    getArtistasActivos: build.query<ArtistaView[], void>({
      query: () => ({ url: '/Artista/GetArtista', params: { isActivo: true } }),
      transformResponse: (r: { artistas: ArtistaView[] }) => r.artistas,
      providesTags: [{ type: 'Artista', id: 'LIST' }],
    }),
    /**
     * The user's active parties, by name in Spanish order (docs/architecture.md,
     * "Where each rule lives").
     */
    getMisFiestas: build.query<FiestaView[], number>({
      query: (idUsuario) => ({ url: '/Fiesta/GetFiestas', params: { IdUsuario: idUsuario } }),
      transformResponse: (r: { fiestas: FiestaView[] }) => sortFiestas(r.fiestas),
      providesTags: [FIESTAS],
    }),
    /**
     * The organiser's cancelled events with their refunds so far (GET
     * /Evento/GetProgresoReembolsos): "Mis eventos creados" and "Entradas vendidas" keep them
     * reachable with it.
     */
    getProgresoReembolsos: build.query<ProgresoReembolsos[], void>({
      query: () => '/Evento/GetProgresoReembolsos',
      transformResponse: (r: { eventos: ProgresoReembolsos[] }) => r.eventos,
      providesTags: [{ type: 'Evento', id: 'LIST' }],
    }),
    crearFiesta: build.mutation<{ idFiesta: number }, { nombre: string }>({
      query: (body) => ({ url: '/Fiesta/CrearFiesta', method: 'POST', body }),
      invalidatesTags: (_r, error) => (error ? [] : [FIESTAS]),
    }),
    updateFiesta: build.mutation<{ idFiesta: number }, { idFiesta: number; nombre: string }>({
      query: (body) => ({ url: '/Fiesta/UpdateFiesta', method: 'PUT', body }),
      invalidatesTags: (_r, error) => (error ? [] : [FIESTAS]),
    }),
    deleteFiesta: build.mutation<void, number>({
      query: (id) => ({ url: '/Fiesta/DeleteFiesta', method: 'DELETE', params: { id } }),
      invalidatesTags: (_r, error) => (error ? [] : [FIESTAS]),
    }),
  }),
});

const collator = lazily(() => new Intl.Collator('es', { sensitivity: 'base' }));

/** Only active parties, sorted by name with Spanish collation. */
export function sortFiestas(fiestas: ReadonlyArray<FiestaView>): FiestaView[] {
  return fiestas
    .filter((f) => f.isActivo)
    .sort((a, b) => collator().compare(a.dsNombre, b.dsNombre));
}

export const {
  useGetArtistasActivosQuery,
  useGetMisFiestasQuery,
  useGetProgresoReembolsosQuery,
  useCrearFiestaMutation,
  useUpdateFiestaMutation,
  useDeleteFiestaMutation,
} = organiserApi;
