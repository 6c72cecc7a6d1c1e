// Whether the Electron e2e suite (test/e2e-electron) can run here. Run directly: exits 0 when it
// can, otherwise prints the one line saying why not and exits 1. scripts/test.sh runs the browser
// suites under xvfb-run when Electron is present and there is no display, so DISPLAY is set then.
import { fileURLToPath } from 'node:url';
import { electronBinary } from './electron-binary.mjs';

/** Null when the suite can run; otherwise the reason, in one line. */
export function electronE2eBlocker(env = process.env, platform = process.platform) {
  if (electronBinary(env) === null) {
    return "Electron e2e: skipped, Electron's binary is not installed on this machine (set ELECTRON_OVERRIDE_DIST_PATH to one).";
  }
  if (platform === 'linux' && !env.DISPLAY && !env.WAYLAND_DISPLAY) {
    return 'Electron e2e: skipped, there is no display (install xvfb, and scripts/test.sh runs the suite under xvfb-run).';
  }
  return null;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const blocker = electronE2eBlocker();
  if (blocker) console.log(blocker);
  process.exit(blocker ? 1 : 0);
}
