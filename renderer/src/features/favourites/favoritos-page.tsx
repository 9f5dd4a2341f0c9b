import { ROUTES } from '@shared/routes';
import { FAVORITES_TEXT, HOME_TEXT } from '@shared/texts/discovery';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { useGetEventosInfiniteQuery } from '../../api/eventos-api';
import { EventGrid } from '../../ui/event-card';
import { LoadMoreButton } from '../../ui/load-more-button';
import { LoadFailed, LoadingText } from '../../ui/status-text';

const FAVORITOS = { Favoritos: 'true' } as const;

/** /eventos-favoritos: the signed-in user's favourite events. */
export function FavoritosPage() {
  const query = useGetEventosInfiniteQuery(FAVORITOS);
  const eventos = query.data?.pages.flatMap((p) => p.eventos) ?? [];
  useEffect(() => {
    if (query.error) console.error('No se pudieron cargar los favoritos', query.error);
  }, [query.error]);

  return (
    <section className="page">
      <h1>{FAVORITES_TEXT.titulo}</h1>
      {query.isLoading ? (
        <LoadingText>{FAVORITES_TEXT.cargando}</LoadingText>
      ) : query.isError && eventos.length === 0 ? (
        <LoadFailed
          text={HOME_TEXT.errorCarga}
          retryText={HOME_TEXT.reintentar}
          onRetry={() => void query.refetch()}
        />
      ) : eventos.length === 0 ? (
        <div className="empty-state">
          <p>{FAVORITES_TEXT.vacio}</p>
          <p className="muted">{FAVORITES_TEXT.pista}</p>
          <Link to={ROUTES.home.path} className="btn btn-primary">
            {FAVORITES_TEXT.irAlInicio}
          </Link>
        </div>
      ) : (
        <>
          <EventGrid eventos={eventos} showFavorite label={FAVORITES_TEXT.titulo} />
          <LoadMoreButton
            hasNextPage={Boolean(query.hasNextPage)}
            isFetchingNextPage={query.isFetchingNextPage}
            fetchNextPage={query.fetchNextPage}
          />
        </>
      )}
    </section>
  );
}
