// serve: what the browser shell serves, composed from the profile: the app behind the screens (AppService, as the
// desktop app runs it), the built screens, the shell's state (its port, the screens let in) and its certificate.
// The command line starts the web server on these (electron/cli/commands/serve.ts).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ServiceError } from '../../api/errors.js';
import { browserShellStateFile } from '../../profile/browser-shell-state.js';
import {
  readTlsIdentity,
  selfSignedTlsIdentity,
  TlsSetupError,
  type TlsIdentity,
} from '../../profile/browser-shell-tls.js';
import { packageRoot } from '../../profile/package-root.js';
import { AppService, type AppServiceOptions } from '../app-service.js';
import type { CommandLineProfile } from './command-line-profile.js';
import { UsageError } from './failures.js';

/** The built screens' folder; refused before anything starts when they are not built. */
export function builtRendererDir(): string {
  const rendererDir = join(packageRoot(), 'out', 'renderer');
  if (!existsSync(join(rendererDir, 'index.html'))) {
    throw new ServiceError('invalid-input', 'The screens are not built yet: run "npm run build" first');
  }
  return rendererDir;
}

/** Where the shell keeps its port and the screens let in, in the profile folder. */
export function browserShellState(profile: CommandLineProfile): ReturnType<typeof browserShellStateFile> {
  return browserShellStateFile(profile.dataDir);
}

/**
 * The certificate to serve with: the operator's own (`cert` and `key` files), or the shell's self-signed one for
 * `names`, kept in the profile (`made`: made now, not kept from before).
 */
export async function browserShellTls(
  profile: CommandLineProfile,
  asked: { cert: string; key: string } | { names: readonly string[] },
): Promise<TlsIdentity & { made?: boolean }> {
  try {
    if ('cert' in asked) return readTlsIdentity(asked.cert, asked.key);
    return await selfSignedTlsIdentity(profile.dataDir, asked.names);
  } catch (error) {
    if (error instanceof TlsSetupError) throw new UsageError(error.message);
    throw error;
  }
}

/** The app behind the screens, as the global options and the environment say. */
export async function browserShellApp(
  profile: CommandLineProfile,
  host: Pick<AppServiceOptions, 'now' | 'startDemo'>,
): Promise<AppService> {
  const { options } = profile;
  return new AppService({
    ...host,
    dataDir: profile.dataDir,
    secrets: await profile.openSecretStore(),
    env: profile.env,
    startUrl: options.url,
    database: options.database,
    roomCa: options.roomCa,
    allowInsecureRoom: options.allowInsecureRoom,
    allowInsecureHttp: profile.insecureHttpAllowed,
  });
}
