import type { ArtistaView } from '@shared/api/discovery';
import { ACTIVATION_TEXT as T } from '@shared/texts/admin-validation';
import { ARTIST_MSG } from '@shared/validation/admin';
import { Button } from 'antd';
import { useState } from 'react';
import { ActivationDialog } from '../../ui/activation-dialog';
import { useActivarArtistaMutation, useDescartarArtistaMutation } from './api';

/**
 * The event's inactive, not discarded artists (docs/architecture.md, "Renderer"): each can be
 * activated through the dialog or marked "No Activar" (never offered again). Either way it leaves
 * the list.
 */
export function ArtistasAActivar({
  idEvento,
  artistas,
}: {
  idEvento: number;
  artistas: ReadonlyArray<ArtistaView>;
}) {
  const [descartar] = useDescartarArtistaMutation();
  const [activar, { isLoading: activandoAhora }] = useActivarArtistaMutation();
  const [activando, setActivando] = useState<ArtistaView | null>(null);
  const [ocupados, setOcupados] = useState<ReadonlySet<number>>(new Set());
  // Hidden at once; the refetched event no longer lists them either.
  const [resueltos, setResueltos] = useState<ReadonlySet<number>>(new Set());
  const [aviso, setAviso] = useState<{ texto: string; error: boolean } | null>(null);
  const visibles = artistas.filter((a) => !resueltos.has(a.idArtista));

  const resolver = (idArtista: number) => setResueltos((s) => new Set(s).add(idArtista));
  const ocupar = (idArtista: number, busy: boolean) =>
    setOcupados((s) => {
      const next = new Set(s);
      if (busy) next.add(idArtista);
      else next.delete(idArtista);
      return next;
    });

  const onNoActivar = async (artista: ArtistaView) => {
    setAviso(null);
    ocupar(artista.idArtista, true);
    try {
      await descartar({ idArtista: artista.idArtista, idEvento }).unwrap();
      resolver(artista.idArtista);
      setAviso({ texto: T.descartado(artista.nombre), error: false });
    } catch (err) {
      console.error(T.errorDescartar, err);
      setAviso({ texto: T.errorDescartar, error: true });
    }
    ocupar(artista.idArtista, false);
  };

  return (
    <section className="validation-artists" aria-labelledby="validation-artists">
      <h2 id="validation-artists">{T.titulo}</h2>
      {visibles.length === 0 ? (
        <p className="muted">{T.vacio}</p>
      ) : (
        <>
          <p className="muted">{T.explicacion}</p>
          <ul className="validation-artist-list" aria-label={T.titulo}>
            {visibles.map((artista) => (
              <li key={artista.idArtista}>
                <span className="validation-artist-name">{artista.nombre}</span>
                <span className="validation-artist-actions">
                  <Button
                    type="primary"
                    disabled={ocupados.has(artista.idArtista)}
                    onClick={() => {
                      setAviso(null);
                      setActivando(artista);
                    }}
                  >
                    {T.activar}
                  </Button>
                  <Button
                    danger
                    loading={ocupados.has(artista.idArtista)}
                    onClick={() => void onNoActivar(artista)}
                  >
                    {T.noActivar}
                  </Button>
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
      {aviso && (
        <p
          className={aviso.error ? 'inline-error' : 'validation-ok'}
          role={aviso.error ? 'alert' : 'status'}
        >
          {aviso.texto}
        </p>
      )}
      {activando && (
        <ActivationDialog
          key={activando.idArtista}
          artista={activando}
          busy={activandoAhora}
          onActivate={(body) =>
            activar({ idArtista: activando.idArtista, idEvento, ...body }).unwrap()
          }
          onClose={(activado) => {
            if (activado) {
              resolver(activando.idArtista);
              setAviso({ texto: ARTIST_MSG.activado, error: false });
            }
            setActivando(null);
          }}
        />
      )}
    </section>
  );
}
