import { HOME_TEXT } from '@shared/texts/discovery';

interface Props {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

/** "Ver más" under an event grid fed by an infinite query (home and favourites). */
export function LoadMoreButton({ hasNextPage, isFetchingNextPage, fetchNextPage }: Props) {
  if (!hasNextPage) return null;
  return (
    <div className="load-more">
      <button
        type="button"
        className="btn"
        disabled={isFetchingNextPage}
        onClick={() => void fetchNextPage()}
      >
        {isFetchingNextPage ? HOME_TEXT.cargandoMas : HOME_TEXT.verMas}
      </button>
    </div>
  );
}
