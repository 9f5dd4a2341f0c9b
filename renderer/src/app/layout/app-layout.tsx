import { lazy, Suspense, useState } from 'react';
import { Outlet, ScrollRestoration, type Location } from 'react-router-dom';
import { useAppSelector } from '../../state/hooks';
import { selectLoginOpen } from '../../state/ui-slice';
import { FlashMessage } from '../../ui/flash-message';
import { PageReady } from '../page-ready';
import { RouteTitle } from '../route-title';
import { Footer } from './footer';
import { NavBar } from './nav-bar';

// Loaded on first use, with antd's scope: the form code and zod stay out of the first download.
const LoginModal = lazy(async () => {
  const [{ LoginModal: Modal }, { AntdScope }] = await Promise.all([
    import('../../features/auth/login-modal'),
    import('../../ui/antd-scope'),
  ]);
  return {
    default: function ScopedLoginModal() {
      return (
        <AntdScope>
          <Modal />
        </AntdScope>
      );
    },
  };
});

/**
 * Where the router keeps a page's scroll position: its history entry, so a new page starts at
 * the top and Back returns where the reader was. A page the server sent has no entry key yet
 * ('default' in every such page), so there the address names it: one page's position is never
 * applied to another opened in the same tab (docs/decisions/0077-first-tap-and-page-start.md).
 */
const scrollKey = (location: Location) =>
  location.key === 'default' ? location.pathname + location.search : location.key;

export function AppLayout() {
  const loginOpen = useAppSelector(selectLoginOpen);
  const [loginMounted, setLoginMounted] = useState(false);
  if (loginOpen && !loginMounted) setLoginMounted(true);

  return (
    <div className="app-shell">
      <ScrollRestoration getKey={scrollKey} />
      <RouteTitle />
      <header className="app-header">
        <NavBar />
      </header>
      <main className="app-main">
        <FlashMessage />
        <Suspense fallback={null}>
          <Outlet />
          {/* After the screen: the page answers once the screen itself is hydrated. */}
          <PageReady />
        </Suspense>
      </main>
      <Footer />
      {loginMounted && (
        <Suspense fallback={null}>
          <LoginModal />
        </Suspense>
      )}
    </div>
  );
}
