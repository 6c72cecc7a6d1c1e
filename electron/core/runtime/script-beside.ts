// Where the script of a worker thread or child process is: the compiled file beside the code that
// starts it. The tsc build (out/node) and the Electron bundle (out/main, each script its own entry)
// both put it there; under vitest the sources run as TypeScript, and a thread or child cannot, so
// they run the tsc build, which the suites' global set-up brings up to date before any test.
import { fileURLToPath } from 'node:url';

const SOURCE_ROOT = new URL('../../../', import.meta.url);

/** The compiled `fileName` (e.g. "./worker-entry.js") beside the module at `callerUrl` (its import.meta.url). */
export function scriptBeside(callerUrl: string, fileName: string): URL {
  const beside = new URL(fileName, callerUrl);
  if (!callerUrl.endsWith('.ts')) return beside;
  return new URL(`out/node/${beside.href.slice(SOURCE_ROOT.href.length)}`, SOURCE_ROOT);
}

/** The same, as a path (a child process takes a path, not a URL). */
export function scriptPathBeside(callerUrl: string, fileName: string): string {
  return fileURLToPath(scriptBeside(callerUrl, fileName));
}
