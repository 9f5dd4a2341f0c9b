import type { MenuItemConstructorOptions } from 'electron';
import { DESKTOP_MENU_TEXT as T } from '@shared/texts/desktop-menu';

/**
 * The menu bar in Spanish. Electron's default one reads "File, Edit, View, Window, Help"; each
 * item here keeps its role (the system's shortcuts and behaviour: copy and paste on macOS need
 * the Edit menu) with a label of ours, since a role alone brings Electron's English label.
 */
export function appMenuTemplate(platform: NodeJS.Platform): MenuItemConstructorOptions[] {
  const mac = platform === 'darwin';
  const edit: MenuItemConstructorOptions = {
    label: T.editar,
    submenu: [
      { role: 'undo', label: T.deshacer },
      { role: 'redo', label: T.rehacer },
      { type: 'separator' },
      { role: 'cut', label: T.cortar },
      { role: 'copy', label: T.copiar },
      { role: 'paste', label: T.pegar },
      { role: 'selectAll', label: T.seleccionarTodo },
    ],
  };
  const view: MenuItemConstructorOptions = {
    label: T.ver,
    submenu: [
      { role: 'reload', label: T.recargar },
      { type: 'separator' },
      { role: 'resetZoom', label: T.tamanioReal },
      { role: 'zoomIn', label: T.acercar },
      { role: 'zoomOut', label: T.alejar },
      { type: 'separator' },
      { role: 'togglefullscreen', label: T.pantallaCompleta },
    ],
  };
  const window: MenuItemConstructorOptions = {
    label: T.ventana,
    submenu: [
      { role: 'minimize', label: T.minimizar },
      { role: 'close', label: T.cerrar },
    ],
  };
  if (!mac)
    return [{ label: T.archivo, submenu: [{ role: 'quit', label: T.salir }] }, edit, view, window];
  return [
    {
      label: 'Pulso',
      submenu: [
        { role: 'about', label: T.acercaDe },
        { type: 'separator' },
        { role: 'hide', label: T.ocultar },
        { role: 'hideOthers', label: T.ocultarOtras },
        { role: 'unhide', label: T.mostrarTodas },
        { type: 'separator' },
        { role: 'quit', label: T.salirDePulso },
      ],
    },
    edit,
    view,
    window,
  ];
}
