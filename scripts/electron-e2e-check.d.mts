/** Null when the Electron e2e suite can run here; otherwise the reason, in one line. */
export function electronE2eBlocker(env?: NodeJS.ProcessEnv, platform?: NodeJS.Platform): string | null;
