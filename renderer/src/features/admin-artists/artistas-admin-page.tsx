import type { ArtistaAdminView } from '@shared/api/admin';
import { matchesSearch } from '@shared/domain/text-search';
import { ROUTES, routePath } from '@shared/routes';
import { ADMIN_ARTISTS_TEXT as T } from '@shared/texts/admin-validation';
import { ARTIST_MSG } from '@shared/validation/admin';
import { Alert, Button, Input, Modal } from 'antd';
import { useEffect, useId, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { problemDetail } from '../../api/problem';
import { formatFechaLarga } from '../../ui/format';
import { MediaImage } from '../../ui/media-image';
import { ResultDialog } from '../../ui/result-dialog';
import './admin-artists.css';
import { ActivationDialog } from '../../ui/activation-dialog';
import {
  useActivarArtistaMutation,
  useDeleteArtistaMutation,
  useGetArtistasAdminQuery,
} from './api';
import { LoadingText } from '../../ui/status-text';

/**
 * /modificar-eliminar-artistas: search, photo, name and creation date, with
 * Edit and Delete (confirm, delete, then a success dialog). An artist an organiser typed and
 * nobody activated yet shows "Activar" (the activation dialog, its name correctable): here,
 * whatever the state of the events that list it, since once an event is approved it is no
 * longer among the events to validate.
 */
export function ArtistasAdminPage() {
  const navigate = useNavigate();
  const query = useGetArtistasAdminQuery(undefined, { refetchOnMountOrArgChange: true });
  const [eliminar, { isLoading: eliminando }] = useDeleteArtistaMutation();
  const [activar, { isLoading: activandoAhora }] = useActivarArtistaMutation();
  const [activando, setActivando] = useState<ArtistaAdminView | null>(null);
  const [activado, setActivado] = useState(false);
  const [busqueda, setBusqueda] = useState('');
  // The artist stays set while the dialog closes, so its title keeps the name.
  const [borrando, setBorrando] = useState<ArtistaAdminView | null>(null);
  const [confirmando, setConfirmando] = useState(false);
  const [eliminado, setEliminado] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const artistas = query.data;
  const visibles = useMemo(
    () => (artistas ?? []).filter((a) => matchesSearch(busqueda, [a.nombre])),
    [artistas, busqueda],
  );

  useEffect(() => {
    if (query.error) console.error('No se pudieron cargar los artistas', query.error);
  }, [query.error]);

  const onConfirmDelete = async () => {
    if (!borrando) return;
    setError(null);
    try {
      await eliminar(borrando.idArtista).unwrap();
      setEliminado(true);
    } catch (err) {
      console.error(ARTIST_MSG.errorEliminar, err);
      setError(ARTIST_MSG.errorEliminar);
    }
    setConfirmando(false);
  };

  return (
    <section className="page admin-artists">
      <div className="admin-artists-header">
        <h1>{T.titulo}</h1>
        <Button onClick={() => void navigate(ROUTES.crearArtista.path)}>{T.crear}</Button>
      </div>
      <div className="form-field admin-artists-search">
        <label htmlFor={`${id}-buscar`}>{T.buscar}</label>
        <Input
          id={`${id}-buscar`}
          type="search"
          allowClear
          placeholder={T.buscarPlaceholder}
          value={busqueda}
          onChange={(e) => setBusqueda(e.target.value)}
        />
      </div>
      {error && <Alert type="error" showIcon title={error} />}

      {query.isLoading ? (
        <LoadingText>{T.cargando}</LoadingText>
      ) : query.isError && !artistas ? (
        <p className="status-text" role="alert">
          {T.error(problemDetail(query.error, T.errorGenerico))}
        </p>
      ) : !artistas || artistas.length === 0 ? (
        <p className="empty-state muted">{T.vacio}</p>
      ) : visibles.length === 0 ? (
        <p className="status-text">{T.sinResultados}</p>
      ) : (
        <ul className="admin-artist-list" aria-label={T.titulo}>
          {visibles.map((artista) => (
            <li key={artista.idArtista} className="admin-artist-row">
              <MediaImage
                url={artista.imagen}
                alt={T.fotoAlt(artista.nombre)}
                width={320}
                className="admin-artist-photo"
              />
              <div className="admin-artist-info">
                <h2>{artista.nombre}</h2>
                <p className="muted">{T.alta(formatFechaLarga(artista.dtAlta))}</p>
                {!artista.isActivo && <span className="tag">{T.inactivo}</span>}
              </div>
              <div className="admin-artist-actions">
                {!artista.isActivo && (
                  <Button type="primary" onClick={() => setActivando(artista)}>
                    {T.activar}
                  </Button>
                )}
                <Button
                  onClick={() =>
                    void navigate(routePath('editarArtista', { id: artista.idArtista }))
                  }
                >
                  {T.editar}
                </Button>
                <Button
                  danger
                  onClick={() => {
                    setBorrando(artista);
                    setConfirmando(true);
                  }}
                >
                  {T.eliminar}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}

      <Modal
        open={confirmando}
        title={T.confirmarEliminar(borrando?.nombre ?? '')}
        okText={T.eliminar}
        cancelText={T.cancelar}
        okButtonProps={{ danger: true, loading: eliminando }}
        onOk={() => void onConfirmDelete()}
        onCancel={() => setConfirmando(false)}
      >
        <p>{T.confirmarEliminarDetalle}</p>
      </Modal>
      {activando && (
        <ActivationDialog
          key={activando.idArtista}
          artista={activando}
          busy={activandoAhora}
          onActivate={(body) => activar({ idArtista: activando.idArtista, ...body }).unwrap()}
          onClose={(ok) => {
            setActivando(null);
            setActivado(ok);
          }}
        />
      )}
      <ResultDialog
        open={activado}
        title={ARTIST_MSG.activado}
        okText={T.aceptar}
        onClose={() => setActivado(false)}
      />
      <ResultDialog
        open={eliminado}
        title={ARTIST_MSG.eliminado}
        okText={T.aceptar}
        onClose={() => setEliminado(false)}
      />
    </section>
  );
}
