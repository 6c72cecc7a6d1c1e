/** The app version from package.json, replaced at build time by electron.vite.config.ts. */
declare const __ACS_VERSION__: string;
