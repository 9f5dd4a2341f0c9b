import { mediaRuleContextOf, type MediaRuleContext } from '@shared/domain/media-rules';
import { parseMediaOwnerKey } from '@shared/domain/media-keys';
import { MSG } from '@shared/messages';
import { forbidden, notFound } from '../../plugins/problem';
import type { Viewer } from '../../plugins/viewer';
import type { ArtistasService } from '../artistas/artistas-service';
import type { EventosService } from '../eventos';
import type { NoticiasService } from '../noticias/noticias-service';
import type { UsuariosService } from '../usuarios';

export interface MediaPermissionDeps {
  eventos: EventosService;
  artistas: ArtistasService;
  noticias: NoticiasService;
  usuarios: UsuariosService;
}

/**
 * Who may add or remove the media of an owner key, and which rule its files follow:
 * - evento-<id>: the event's owner or an administrator (others: 404, the event is not theirs);
 * - usuario-<id>: that user (their profile photo) or an administrator;
 * - artista-<id>, noticia-<id>, idCarousel1..4, archivoTyC: administrators only.
 * An entity that does not exist answers 404; a key that takes no files, 403.
 */
export function createMediaPermissions(deps: MediaPermissionDeps) {
  return async function authorize(key: string, viewer: Viewer): Promise<MediaRuleContext> {
    const context = mediaRuleContextOf(key);
    if (context === null) throw forbidden(MSG.medioNoPermitido);
    const owner = parseMediaOwnerKey(key);
    switch (context) {
      case 'evento': {
        const evento = await deps.eventos.access(owner!.id);
        if (!evento || (!viewer.isAdmin && evento.idUsuario !== viewer.idUsuario))
          throw notFound(MSG.eventoNoEncontrado);
        return context;
      }
      case 'usuario':
        if (!viewer.isAdmin && owner!.id !== viewer.idUsuario) throw forbidden();
        if (!(await deps.usuarios.findById(owner!.id))) throw notFound(MSG.usuarioNoEncontrado);
        return context;
      case 'artista':
        if (!viewer.isAdmin) throw forbidden();
        if (!(await deps.artistas.find(owner!.id))) throw notFound(MSG.artistaNoEncontrado);
        return context;
      case 'noticia':
        if (!viewer.isAdmin) throw forbidden();
        if (!(await deps.noticias.exists(owner!.id))) throw notFound(MSG.noticiaNoEncontrada);
        return context;
      case 'carrusel':
      case 'tyc':
        if (!viewer.isAdmin) throw forbidden();
        return context;
    }
  };
}

export type MediaPermissions = ReturnType<typeof createMediaPermissions>;
