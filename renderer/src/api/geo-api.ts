import type { GeoLugar } from '@shared/api/discovery';
import { baseApi } from './base-api';

/**
 * The national geographic lists, proxied and cached by the server under /Geo
 * (docs/architecture.md, "Georef"). They change almost never, so the renderer keeps them for an
 * hour.
 */
const HOUR = 3600;

export const geoApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getProvincias: build.query<GeoLugar[], void>({
      query: () => '/Geo/provincias',
      transformResponse: (r: { provincias: GeoLugar[] }) => r.provincias,
      keepUnusedDataFor: HOUR,
    }),
    getMunicipios: build.query<GeoLugar[], string>({
      query: (provincia) => ({ url: '/Geo/municipios', params: { provincia } }),
      transformResponse: (r: { municipios: GeoLugar[] }) => r.municipios,
      keepUnusedDataFor: HOUR,
    }),
    getLocalidades: build.query<GeoLugar[], { provincia: string; municipio: string }>({
      query: (params) => ({ url: '/Geo/localidades', params }),
      transformResponse: (r: { localidades: GeoLugar[] }) => r.localidades,
      keepUnusedDataFor: HOUR,
    }),
  }),
});

export const { useGetProvinciasQuery, useGetMunicipiosQuery, useGetLocalidadesQuery } = geoApi;
