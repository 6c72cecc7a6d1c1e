/**
 * The shell answers 401 to this screen's cookie once it restarted (new secrets) or withdrew the screen:
 * retrying can never succeed, so the page is reloaded and the shell's own page says which address to open.
 */
export const ACCESS_ENDED = 401;
export const showAccessEnded = (): void => window.location.reload();
