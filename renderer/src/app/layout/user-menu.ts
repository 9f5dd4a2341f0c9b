import type { SessionUser } from '@shared/api/session';
import { hasRole, ROL } from '@shared/domain/roles';
import { MENU, routePath } from '@shared/routes';

export interface MenuSection {
  title: string;
  entries: Array<{ label: string; path: string }>;
}

const toEntries = (
  items: ReadonlyArray<{ label: string; route: Parameters<typeof routePath>[0] }>,
) => items.map((item) => ({ label: item.label, path: routePath(item.route) }));

/**
 * Avatar dropdown sections by role (docs/architecture.md, "Renderer"): an administrator sees only
 * the Administrador section; everyone else gets their own name as title with the role-0 entries,
 * plus Opciones de organizador for role 2. Cerrar sesión is added by the dropdown.
 */
export function userMenuSections(user: SessionUser): MenuSection[] {
  if (hasRole(user.roles, ROL.ADMINISTRADOR)) {
    return [{ title: MENU.administradorTitulo, entries: toEntries(MENU.administrador) }];
  }
  const sections: MenuSection[] = [
    { title: user.name, entries: hasRole(user.roles, ROL.USUARIO) ? toEntries(MENU.usuario) : [] },
  ];
  if (hasRole(user.roles, ROL.ORGANIZADOR)) {
    sections.push({ title: MENU.organizadorTitulo, entries: toEntries(MENU.organizador) });
  }
  return sections;
}
