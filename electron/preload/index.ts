// Sandboxed preload: only `electron` may be imported here, and it is bundled to CommonJS.
import { contextBridge } from 'electron';

// The typed contract arrives with the services; until then the page learns only the version.
contextBridge.exposeInMainWorld('acs', { version: __ACS_VERSION__ });
