// The application menu: editing and zoom, and on macOS the app and window menus it expects. Never
// Electron's default menu, whose View menu reloads the page and opens DevTools.
import type { MenuItemConstructorOptions } from 'electron';

export function applicationMenuTemplate(platform: NodeJS.Platform): MenuItemConstructorOptions[] {
  const edit: MenuItemConstructorOptions = { role: 'editMenu' };
  const view: MenuItemConstructorOptions = {
    label: 'View',
    submenu: [
      { role: 'resetZoom' },
      { role: 'zoomIn' },
      { role: 'zoomOut' },
      { type: 'separator' },
      { role: 'togglefullscreen' },
    ],
  };
  return platform === 'darwin' ? [{ role: 'appMenu' }, edit, view, { role: 'windowMenu' }] : [edit, view];
}
