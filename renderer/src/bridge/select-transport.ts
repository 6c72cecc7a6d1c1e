import { createBrowserBridge } from './browser-transport.js';
import { createElectronBridge } from './electron-transport.js';
import type { MonitorBridge } from './monitor-bridge.js';

/** The preload's API when the page runs in the Electron shell, else the browser shell's HTTP. */
export function selectTransport(): MonitorBridge {
  return window.acs ? createElectronBridge(window.acs) : createBrowserBridge();
}
