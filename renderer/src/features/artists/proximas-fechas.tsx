import { ESTADO_EVENTO } from '@shared/domain/catalogs';
import { ARTISTS_TEXT } from '@shared/texts/discovery';
import { useMemo } from 'react';
import { useGetEventosInfiniteQuery } from '../../api/eventos-api';
import { useAppSelector } from '../../state/hooks';
import { selectUser } from '../../state/session-slice';
import { EventGrid } from '../../ui/event-card';
import { LoadMoreButton } from '../../ui/load-more-button';

/**
 * "Próximas fechas": the events on sale the artist plays, as the home's cards (the server renders
 * them with the page, so they come in its HTML).
 */
export function ProximasFechas({ idArtista }: { idArtista: number }) {
  const user = useAppSelector(selectUser);
  const query = useGetEventosInfiniteQuery({
    Estado: ESTADO_EVENTO.EN_VENTA,
    IdArtista: idArtista,
  });
  const eventos = useMemo(() => query.data?.pages.flatMap((p) => p.eventos) ?? [], [query.data]);
  if (query.isLoading || (query.isError && eventos.length === 0)) return null;
  return (
    <section className="artist-dates" aria-labelledby="artist-dates-title">
      <h2 id="artist-dates-title">{ARTISTS_TEXT.proximasFechas}</h2>
      {eventos.length === 0 ? (
        <p className="muted">{ARTISTS_TEXT.sinFechas}</p>
      ) : (
        <>
          <EventGrid
            eventos={eventos}
            showFavorite={Boolean(user)}
            label={ARTISTS_TEXT.proximasFechas}
          />
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
