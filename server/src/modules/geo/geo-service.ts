import { z } from 'zod';
import type { GeoLugar } from '@shared/api/discovery';
import { LIMITS } from '@shared/domain/limits';
import { cleanLocalidades, cleanMunicipios, sortLugares } from '@shared/domain/location';
import fallbackData from './geo-fallback.json' with { type: 'json' };
import { TtlCache } from './geo-cache';

/** Georef answers change a few times a year. */
const UPSTREAM_TTL_MS = 24 * 3600_000;
/** A fallback answer is retried upstream soon, so an outage does not stick for a day. */
const FALLBACK_TTL_MS = 60_000;
const MAX_ENTRIES = 2_000;
const DEFAULT_TIMEOUT_MS = 3_000;

type Level = 'provincias' | 'municipios' | 'localidades';

/** A list and where it came from: the bundled fallback is only a sample, kept briefly. */
export interface GeoAnswer {
  lugares: GeoLugar[];
  fallback: boolean;
}

const lugar = z.object({
  id: z.union([z.string(), z.number()]).transform(String),
  nombre: z.string(),
});
const upstreamAnswer = (level: Level) => z.object({ [level]: z.array(lugar) });

export interface GeoServiceOptions {
  /** Georef base URL, e.g. https://apis.datos.gob.ar/georef/api */
  baseUrl: string;
  clock?: () => number;
  timeoutMs?: number;
  /** Told when the upstream fails and the bundled list answers instead. */
  onUpstreamError?: (error: unknown, url: string) => void;
}

const sameName = (a: string, b: string) =>
  a.trim().toLocaleLowerCase('es') === b.trim().toLocaleLowerCase('es');

const pick = ({ id, nombre }: GeoLugar): GeoLugar => ({ id, nombre });

/** The bundled sample (24 provinces, some municipalities and localities) for when Georef is down. */
const fallback = {
  provincias: (): GeoLugar[] => fallbackData.provincias.map(pick),
  municipios: (provincia: string): GeoLugar[] =>
    (fallbackData.provincias.find((p) => sameName(p.nombre, provincia))?.municipios ?? []).map(
      pick,
    ),
  localidades: (provincia: string, municipio: string): GeoLugar[] =>
    (
      fallbackData.provincias
        .find((p) => sameName(p.nombre, provincia))
        ?.municipios.find((m) => sameName(m.nombre, municipio))?.localidades ?? []
    ).map(pick),
};

/**
 * The national geographic service (Georef) behind a cache: lists are cleaned with the
 * location picker's rules (shared/domain/location.ts), kept 24 h, and answered from the
 * bundled fallback when the upstream is slow, down or answers nonsense.
 */
export function createGeoService(opts: GeoServiceOptions) {
  const clock = opts.clock ?? Date.now;
  const timeoutMs = opts.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const cache = new TtlCache<GeoAnswer>(MAX_ENTRIES, clock);
  const loading = new Map<string, Promise<GeoAnswer>>();

  async function fetchLevel(level: Level, params: Record<string, string>): Promise<GeoLugar[]> {
    const url = new URL(`${opts.baseUrl}/${level}`);
    for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
    url.searchParams.set('max', String(LIMITS.geoPageSize[level]));
    url.searchParams.set('campos', 'id,nombre');
    try {
      const res = await fetch(url, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (res.status !== 200) throw new Error(`Georef answered ${res.status}`);
      const body = upstreamAnswer(level).parse(await res.json());
      return body[level]!;
    } catch (error) {
      opts.onUpstreamError?.(error, url.toString());
      throw error;
    }
  }

  /** Cached answer, or one upstream call shared by everyone asking the same at once. */
  function cached(
    key: string,
    upstream: () => Promise<GeoLugar[]>,
    bundled: () => GeoLugar[],
    clean: (list: GeoLugar[]) => GeoLugar[],
  ): Promise<GeoAnswer> {
    const hit = cache.get(key);
    if (hit) return Promise.resolve(hit);
    let pending = loading.get(key);
    if (!pending) {
      pending = upstream()
        .then(
          (list): GeoAnswer => ({ lugares: clean(list), fallback: false }),
          (): GeoAnswer => ({ lugares: clean(bundled()), fallback: true }),
        )
        .then((answer) => {
          cache.set(key, answer, answer.fallback ? FALLBACK_TTL_MS : UPSTREAM_TTL_MS);
          return answer;
        })
        .finally(() => loading.delete(key));
      loading.set(key, pending);
    }
    return pending;
  }

  const keyOf = (...names: string[]) =>
    names.map((n) => n.trim().toLocaleLowerCase('es')).join('|');

  return {
    provincias: () =>
      cached('provincias', () => fetchLevel('provincias', {}), fallback.provincias, sortLugares),

    municipios: (provincia: string) =>
      cached(
        `municipios|${keyOf(provincia)}`,
        () => fetchLevel('municipios', { provincia }),
        () => fallback.municipios(provincia),
        cleanMunicipios,
      ),

    localidades: (provincia: string, municipio: string) =>
      cached(
        `localidades|${keyOf(provincia, municipio)}`,
        () => fetchLevel('localidades', { provincia, municipio }),
        () => fallback.localidades(provincia, municipio),
        cleanLocalidades,
      ),
  };
}

export type GeoService = ReturnType<typeof createGeoService>;
