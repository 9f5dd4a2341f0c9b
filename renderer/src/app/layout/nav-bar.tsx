import { NAV_LINKS, ROUTES, routePath } from '@shared/routes';
import { lazy, Suspense, useState } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router-dom';
import { setPostLoginRedirect } from '../../platform/local-store';
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import { selectUser } from '../../state/session-slice';
import { filtersToggled, loginOpened, selectFiltersOpen } from '../../state/ui-slice';
import { Icon } from '../../ui/icons';
import { useHydrated } from '../../ui/use-hydrated';
import { useMediaQuery } from '../../ui/use-media-query';
import { AvatarButton } from '../../ui/user-avatar';

// The bar is plain HTML; the dropdowns (antd menu, trigger, overflow) load only when shown, so
// a guest on a wide screen never downloads antd. The fallback looks the same but is disabled,
// so a click waits for the real trigger instead of being lost.
const UserMenuDropdown = lazy(() =>
  import('./user-menu-dropdown').then((m) => ({ default: m.UserMenuDropdown })),
);
const CollapsedNavMenu = lazy(() =>
  import('./collapsed-nav-menu').then((m) => ({ default: m.CollapsedNavMenu })),
);

const CREAR_EVENTO = ROUTES.crearEvento.path;

/** Top navigation bar (docs/architecture.md, "Renderer"). */
export function NavBar() {
  const user = useAppSelector(selectUser);
  const filtersOpen = useAppSelector(selectFiltersOpen);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const collapsed = !useMediaQuery('(min-width: 768px)');
  // The server cannot know the width: it sends both forms and CSS shows the right one, so
  // nothing moves when the browser takes over and drops the hidden form.
  const hydrated = useHydrated();
  // The dropdown (antd) loads on the first tap, so a phone's first visit downloads no antd.
  const [menuWanted, setMenuWanted] = useState(false);
  const menuButton = (loading: boolean) => (
    <button
      type="button"
      className="btn btn-icon nav-narrow-only"
      aria-label="Menú de navegación"
      aria-haspopup="menu"
      disabled={loading}
      onClick={() => setMenuWanted(true)}
    >
      <Icon name="menu" />
    </button>
  );

  // A guest who wants to create an event signs in first, then lands where they meant to go.
  const target = (path: string) =>
    path === CREAR_EVENTO && !user ? ROUTES.preCrearEvento.path : path;
  const onLinkClick = (path: string) => {
    if (path === CREAR_EVENTO && !user) setPostLoginRedirect(CREAR_EVENTO);
  };

  const links = NAV_LINKS.map((link) => ({ label: link.label, path: routePath(link.route) }));

  return (
    <nav className="nav-bar" aria-label="Navegación principal">
      <Link to={ROUTES.home.path} className="nav-brand">
        Pulso
      </Link>
      {collapsed && menuWanted ? (
        <Suspense fallback={menuButton(true)}>
          <CollapsedNavMenu
            links={links}
            onSelect={(path) => {
              onLinkClick(path);
              void navigate(target(path));
            }}
          />
        </Suspense>
      ) : (
        (!hydrated || collapsed) && menuButton(false)
      )}
      {(!hydrated || !collapsed) && (
        <ul className={hydrated ? 'nav-links' : 'nav-links nav-wide-only'}>
          {links.map((link) => (
            <li key={link.path}>
              <NavLink to={target(link.path)} end onClick={() => onLinkClick(link.path)}>
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
      )}
      <div className="nav-actions">
        {pathname === ROUTES.home.path && (
          <button
            type="button"
            className="btn"
            aria-pressed={filtersOpen}
            onClick={() => dispatch(filtersToggled())}
          >
            <Icon name="filter" />
            <span className="nav-filter-label">Filtros</span>
          </button>
        )}
        {user ? (
          <Suspense fallback={<AvatarButton user={user} disabled />}>
            <UserMenuDropdown user={user} />
          </Suspense>
        ) : (
          <>
            <button
              type="button"
              className="btn btn-primary"
              onClick={() => dispatch(loginOpened())}
            >
              Ingresar
            </button>
            <Link to={ROUTES.register.path} className="nav-register">
              Registrarse
            </Link>
          </>
        )}
      </div>
    </nav>
  );
}
