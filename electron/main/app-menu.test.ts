import type { MenuItemConstructorOptions } from 'electron';
import { describe, expect, it } from 'vitest';
import { appMenuTemplate } from './app-menu';

const items = (list: MenuItemConstructorOptions[]): MenuItemConstructorOptions[] =>
  list.flatMap((item) => [
    item,
    ...(Array.isArray(item.submenu) ? items(item.submenu as MenuItemConstructorOptions[]) : []),
  ]);

describe('the desktop menu bar', () => {
  it.each(['linux', 'win32', 'darwin'] as const)(
    'labels every entry in Spanish on %s (a role alone shows Electron English label)',
    (platform) => {
      const entries = items(appMenuTemplate(platform)).filter((i) => i.type !== 'separator');
      for (const entry of entries) expect(entry.label, entry.role).toBeTruthy();
      const labels = entries.map((e) => e.label);
      expect(labels).toContain('Editar');
      expect(labels).toContain('Copiar');
      expect(labels).not.toContain('Edit');
    },
  );

  it('keeps the system edit roles, so copy and paste work in the app', () => {
    const roles = items(appMenuTemplate('darwin')).map((i) => i.role);
    expect(roles).toEqual(expect.arrayContaining(['copy', 'paste', 'cut', 'selectAll', 'quit']));
  });
});
