import type { RouteKey } from '@shared/routes';
import { useEffect } from 'react';
import { useLocation, useMatches } from 'react-router-dom';

/** Route id of the catch-all route (routes.tsx). */
export const NOT_FOUND_ROUTE = 'notFound';

// The titles load after the first paint, not with it: the server wrote the first page's title
// into its HTML, and the first navigation finds the table loaded.
const titles = () => import('@shared/texts/page-titles');

/** The tab's title of a route id (a screen's id is its key in shared/routes.ts). */
async function titleOfRoute(id: string | undefined): Promise<string> {
  const { NOT_FOUND_TITLE, PAGE_TITLES } = await titles();
  if (id === NOT_FOUND_ROUTE) return NOT_FOUND_TITLE;
  return PAGE_TITLES[id as RouteKey] ?? PAGE_TITLES.home;
}

/**
 * Sets the tab's title on every navigation, as the server wrote it into the first HTML. A
 * screen that names its own title (an event's name, ui/document-title.ts) has the last word:
 * this one yields when the title changed while its table was loading.
 */
export function RouteTitle() {
  const id = useMatches().at(-1)?.id;
  const { pathname } = useLocation();
  useEffect(() => {
    const before = document.title;
    let current = true;
    void titleOfRoute(id).then((title) => {
      if (current && document.title === before) document.title = title;
    });
    return () => {
      current = false;
    };
  }, [id, pathname]);
  return null;
}
