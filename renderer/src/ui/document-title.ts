import { useEffect } from 'react';

/**
 * The tab's title while a page shows (the server writes the same one into the first HTML, see
 * server/src/modules/seo): set on mount, the previous one restored on leaving.
 */
export function useDocumentTitle(title: string | null | undefined): void {
  useEffect(() => {
    if (!title) return;
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
