// Where Electron's binary is, if this machine has it. Electron's own lookup would try to download
// it; this only looks. Run directly: prints the path, or exits 1.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export function electronBinary(env = process.env) {
  const folder = fileURLToPath(new URL('../node_modules/electron/', import.meta.url));
  const pathFile = `${folder}path.txt`;
  const name = existsSync(pathFile) ? readFileSync(pathFile, 'utf8') : 'electron';
  const candidate = env.ELECTRON_OVERRIDE_DIST_PATH
    ? `${env.ELECTRON_OVERRIDE_DIST_PATH}/${name}`
    : `${folder}dist/${name}`;
  return existsSync(candidate) ? candidate : null;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const binary = electronBinary();
  if (binary) console.log(binary);
  process.exit(binary ? 0 : 1);
}
