import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  artistaLikerSchema,
  artistaViewSchema,
  type ArtistaLiker,
  type ArtistaView,
} from '@shared/api/discovery';
import { BUSQUEDA_MAX } from '@shared/domain/busqueda';
import { MSG } from '@shared/messages';
import { forbidden, notFound } from '../../plugins/problem';
import { viewerOf, type Viewer } from '../../plugins/viewer';
import type { UsuariosService } from '../usuarios';
import type { ArtistasService } from './artistas-service';
import { idParamSchema } from '@shared/validation/ids';

/**
 * The artist profile shows up to four liker avatars (docs/architecture.md,
 * "Where each rule lives").
 */
const LIKERS_SHOWN = 4;

const id = idParamSchema;
const flag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

const getArtistaQuery = z.object({
  idArtista: id.optional(),
  isActivo: flag.optional(),
  /** Sent by the spec's client when signed in; the caller comes from the token instead. */
  idUsuario: id.optional(),
  /** Only the active artists whose name contains it (the public search). */
  busqueda: z.string().trim().max(BUSQUEDA_MAX, MSG.busquedaLarga).optional(),
});

/** Inactive artists (typed by organisers, not yet approved) exist only for administrators. */
const canSeeArtista = (a: { isActivo: boolean }, viewer: Viewer | null) =>
  a.isActivo || viewer?.isAdmin === true;

/** Artists directory, profile and likes (docs/architecture.md, "Route and field names"). */
export const artistasRoutes: FastifyPluginAsyncZod<{
  artistas: ArtistasService;
  usuarios: UsuariosService;
}> = async (app, { artistas, usuarios }) => {
  async function visibleArtista(idArtista: number, viewer: Viewer | null) {
    const row = await artistas.find(idArtista);
    if (!row || !canSeeArtista(row, viewer)) throw notFound(MSG.artistaNoEncontrado);
    return row;
  }

  /** One artist (idArtista), the active directory, or with isActivo=false those pending. */
  app.get(
    '/Artista/GetArtista',
    {
      config: { access: 'public' },
      schema: {
        tags: ['Artista'],
        querystring: getArtistaQuery,
        response: { 200: z.object({ artistas: z.array(artistaViewSchema) }) },
      },
    },
    async (request): Promise<{ artistas: ArtistaView[] }> => {
      const viewer = viewerOf(request);
      const idViewer = viewer?.idUsuario ?? null;
      const { idArtista, isActivo, busqueda } = request.query;
      if (idArtista !== undefined) {
        const row = await visibleArtista(idArtista, viewer);
        return { artistas: await artistas.views([row], idViewer) };
      }
      if (isActivo === false && !viewer?.isAdmin) throw forbidden();
      return {
        artistas: await artistas.list(
          isActivo === false ? 'pendientes' : 'activos',
          idViewer,
          busqueda || undefined,
        ),
      };
    },
  );

  app.get(
    '/Artista/GetImgLikesArtista',
    {
      config: { access: 'public' },
      schema: {
        tags: ['Artista'],
        querystring: z.object({ id }),
        response: { 200: z.object({ usuarios: z.array(artistaLikerSchema) }) },
      },
    },
    async (request): Promise<{ usuarios: ArtistaLiker[] }> => {
      await visibleArtista(request.query.id, viewerOf(request));
      const ids = await artistas.recentLikers(request.query.id, LIKERS_SHOWN);
      return { usuarios: await usuarios.publicCards(ids) };
    },
  );

  app.put(
    '/Usuario/ArtistaFavorito',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['Usuario'],
        body: z.object({ idUsuario: id, idArtista: id }),
        response: {
          200: z.object({ isFavorito: z.union([z.literal(0), z.literal(1)]), likes: z.number() }),
        },
      },
    },
    async (request) => {
      const viewer = viewerOf(request)!;
      const { idUsuario, idArtista } = request.body;
      if (idUsuario !== viewer.idUsuario) throw forbidden();
      await visibleArtista(idArtista, viewer);
      return artistas.toggleLike(idUsuario, idArtista);
    },
  );
};
