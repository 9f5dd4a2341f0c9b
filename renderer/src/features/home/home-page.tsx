import { HOME_TEXT, SEARCH_TEXT } from '@shared/texts/discovery';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useGetEventosInfiniteQuery } from '../../api/eventos-api';
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import { selectUser } from '../../state/session-slice';
import { filtersClosed, selectFiltersOpen } from '../../state/ui-slice';
import { EventGrid } from '../../ui/event-card';
import {
  cleanBusqueda,
  filterFromParams,
  filterToParams,
  filterToQuery,
  isDefaultFilter,
} from './event-filter';
import { SearchBox } from './search-box';
import './home.css';
import { HomeCarousel } from './home-carousel';
import { LoadMoreButton } from '../../ui/load-more-button';
import { LoadFailed, LoadingText } from '../../ui/status-text';
import { SEO_TEXT } from '@shared/texts/seo';
import { useDocumentTitle } from '../../ui/document-title';

// A search's artists load with the search: the plain home does without them.
const ArtistResults = lazy(() =>
  import('./artist-results').then((m) => ({ default: m.ArtistResults })),
);
// The modal, its selects and its date picker (antd, dayjs) load when Filtros is first pressed.
const FilterModal = lazy(() => import('./filter-modal').then((m) => ({ default: m.FilterModal })));

/** / : carousel and the on-sale events, filtered on the server by the address's parameters. */
export function HomePage() {
  const user = useAppSelector(selectUser);
  useDocumentTitle(SEO_TEXT.inicio);
  const [params, setParams] = useSearchParams();
  const paramsKey = params.toString();
  const filter = useMemo(() => filterFromParams(new URLSearchParams(paramsKey)), [paramsKey]);
  const query = useGetEventosInfiniteQuery(filterToQuery(filter));
  const eventos = useMemo(() => query.data?.pages.flatMap((p) => p.eventos) ?? [], [query.data]);

  const dispatch = useAppDispatch();
  const filtersOpen = useAppSelector(selectFiltersOpen);
  const [modalMounted, setModalMounted] = useState(false);
  if (filtersOpen && !modalMounted) setModalMounted(true);
  // Leaving the home page closes the modal, so it is not open on the next visit.
  useEffect(() => () => void dispatch(filtersClosed()), [dispatch]);

  const filtered = !isDefaultFilter(filter);
  const clearFilters = () => setParams({});
  const search = (words: string | null) =>
    setParams(filterToParams({ ...filter, busqueda: cleanBusqueda(words) }));
  const { busqueda } = filter;
  const onlySearch = busqueda !== null && isDefaultFilter({ ...filter, busqueda: null });

  return (
    <div className="home">
      {/* A search's results come first: the carousel stays on the plain home. */}
      {!busqueda && <HomeCarousel />}
      <section className="home-events" aria-labelledby="home-events-title">
        <div className="home-events-header">
          <h1 id="home-events-title">
            {busqueda ? SEARCH_TEXT.resultados(busqueda) : HOME_TEXT.titulo}
          </h1>
          {filtered && (
            <button type="button" className="btn btn-link" onClick={clearFilters}>
              {onlySearch ? SEARCH_TEXT.borrar : HOME_TEXT.quitarFiltros}
            </button>
          )}
          <SearchBox value={busqueda} onSearch={search} />
        </div>
        {busqueda && (
          <Suspense fallback={null}>
            <ArtistResults busqueda={busqueda} />
          </Suspense>
        )}
        {query.isLoading ? (
          <LoadingText>{HOME_TEXT.cargando}</LoadingText>
        ) : query.isError && eventos.length === 0 ? (
          <LoadFailed
            text={HOME_TEXT.errorCarga}
            retryText={HOME_TEXT.reintentar}
            onRetry={() => void query.refetch()}
          />
        ) : eventos.length === 0 ? (
          <div className="empty-state">
            {busqueda ? (
              <>
                <p>{SEARCH_TEXT.sinResultados(busqueda)}</p>
                <p className="muted">{SEARCH_TEXT.sinResultadosDetalle}</p>
              </>
            ) : filtered ? (
              <p>{HOME_TEXT.sinResultados}</p>
            ) : (
              <>
                <p>{HOME_TEXT.vacio}</p>
                <p className="muted">{HOME_TEXT.vacioDetalle}</p>
              </>
            )}
          </div>
        ) : (
          <>
            <EventGrid eventos={eventos} showFavorite={Boolean(user)} label={HOME_TEXT.titulo} />
            <LoadMoreButton
              hasNextPage={Boolean(query.hasNextPage)}
              isFetchingNextPage={query.isFetchingNextPage}
              fetchNextPage={query.fetchNextPage}
            />
          </>
        )}
      </section>
      {modalMounted && (
        <Suspense fallback={null}>
          <FilterModal applied={filter} onApply={(next) => setParams(filterToParams(next))} />
        </Suspense>
      )}
    </div>
  );
}
