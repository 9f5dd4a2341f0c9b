import { lazy, Suspense, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { useAppSelector } from '../../state/hooks';
import { selectLoginOpen } from '../../state/ui-slice';
import { FlashMessage } from '../../ui/flash-message';
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

export function AppLayout() {
  const loginOpen = useAppSelector(selectLoginOpen);
  const [loginMounted, setLoginMounted] = useState(false);
  if (loginOpen && !loginMounted) setLoginMounted(true);

  return (
    <div className="app-shell">
      <header className="app-header">
        <NavBar />
      </header>
      <main className="app-main">
        <FlashMessage />
        <Suspense fallback={null}>
          <Outlet />
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
