// The tray icon: always there, with the number of open (unacknowledged) alarms in its tooltip (and
// title, where the platform shows one), the number on the header's badge, or NOT MONITORING while the
// monitor cannot see. A click brings the window forward.
import { Menu, Tray, app, nativeImage } from 'electron';
import type { PushEvent } from '../contract.js';
import { alertTrayText } from './alert-text.js';
import { shellReport } from './shell-report.js';

export function createAlertTray(
  iconPath: string,
  subscribe: (listener: (event: PushEvent) => void) => () => void,
  unacknowledged: () => number,
  blind: () => boolean,
  showWindow: () => void,
): Tray {
  const tray = new Tray(nativeImage.createFromPath(iconPath));
  const update = (): void => {
    const text = alertTrayText(unacknowledged(), blind());
    tray.setToolTip(text.toolTip);
    tray.setTitle(text.title);
    shellReport().tray = text;
  };
  tray.setContextMenu(
    Menu.buildFromTemplate([
      { label: 'Show ACS Monitor', click: showWindow },
      { type: 'separator' },
      { label: 'Quit', click: () => app.quit() },
    ]),
  );
  tray.on('click', showWindow);
  update();
  subscribe((event) => {
    if (event.name === 'alerts' || event.name === 'monitoring') update();
  });
  return tray;
}
