/** Electron's binary (ELECTRON_OVERRIDE_DIST_PATH's, else the electron package's), or null where absent. */
export function electronBinary(env?: NodeJS.ProcessEnv): string | null;
