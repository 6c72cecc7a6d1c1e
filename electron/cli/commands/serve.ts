// serve: the browser shell (a control-room wall display, a thin client). First stdout line: the URL
// to open, with its one-time access token.
import { InvalidArgumentError, type Command } from 'commander';
import { hostname, networkInterfaces } from 'node:os';
import { createInterface, type Interface as ReadlineInterface } from 'node:readline';
import type { AppService } from '../../core/app/app-service.js';
import {
  browserShellApp,
  browserShellState,
  browserShellTls,
  builtRendererDir,
} from '../../core/app/command-line/browser-shell-app.js';
import type { CommandLineProfile } from '../../core/app/command-line/command-line-profile.js';
import { OffsetClock } from '../../core/app/test-clock.js';
import type { ScreenRole } from '../../contract.js';
import { isLoopbackHost } from '../../core/api/plain-http.js';
import { hostInUrl } from '../../web/request-guards.js';
import { startWebShell, type WebShell } from '../../web/server.js';
import { profileOf, type GlobalOptions } from '../context.js';
import { UsageError } from '../exit-codes.js';
import type { CliIO } from '../io.js';
import type { TestHooks } from '../test-hooks.js';
import { wholeNumber } from '../whole-number.js';

export function addServeCommand(program: Command, io: CliIO, testHooks?: TestHooks): void {
  program
    .command('serve')
    .description('start the browser shell; prints the URL to open (with its access token) first')
    .option(
      '--host <HOST>',
      'address to listen on (a loopback address unless you mean to share the screen)',
      nonEmptyHost,
      '127.0.0.1',
    )
    .option(
      '--port <PORT>',
      "TCP port (0 picks a free one; default: the last start's port when free, so open screens find it again)",
      wholeNumber,
    )
    .option(
      '--allow-remote-screens',
      'allow --host to be an address other screens reach over the network (needs --tls or --tls-cert and --tls-key)',
    )
    .option('--tls', "serve HTTPS with the shell's own self-signed certificate (made once, kept in the profile)")
    .option('--tls-cert <FILE>', 'serve HTTPS with this certificate (PEM; with --tls-key)')
    .option('--tls-key <FILE>', "the certificate's private key (PEM)")
    .action((options: ServeOptions, command: Command) =>
      serve(options, profileOf(command.optsWithGlobals<GlobalOptions>(), io), io, testHooks),
    );
}

/** Serves the screens until asked to stop, or until the app fails to start; then closes the shell and the app. */
async function serve(
  options: ServeOptions,
  profile: CommandLineProfile,
  io: CliIO,
  testHooks?: TestHooks,
): Promise<void> {
  const remote = !isLoopbackHost(hostInUrl(options.host));
  checkRemoteAndTls(options, remote);
  const tls = await tlsIdentity(options, profile, io);
  const rendererDir = builtRendererDir();
  // The tests' build only (test-hooks.ts): the host and its demo keep time on a clock tests move on.
  const testClock = testHooks?.testClock ? new OffsetClock() : null;
  const now = testClock?.now ?? Date.now;
  const app = await browserShellApp(profile, {
    now,
    // Loaded when a screen asks for it ("Try the demo"), not with every serve. The tests' build only: the demo's
    // control surface (faults, injected events) and a shorter history for the browser tests.
    startDemo: async () =>
      (await import('../../demo/index.js')).startDemoService({
        port: 0,
        cameras: true,
        control: testHooks?.demoControl === true,
        now,
        historyHours: testHooks?.demoHistoryHours,
      }),
  });
  // Not awaited before serving: the cache may take a minute to prepare after an update (off this
  // thread), and the screens say so meanwhile. A start that fails still ends serve with its error.
  const started = app.start();
  // Observed at once, so a failure while the shell starts is not an unhandled rejection; raced below.
  void started.catch(() => undefined);
  const shell = await startWebShell({
    backend: app,
    rendererDir,
    host: options.host,
    port: options.port,
    state: browserShellState(profile),
    tls,
    urlTokenLifetimeMs: remote ? REMOTE_ADDRESS_LIFETIME_MS : undefined,
    exportFile: (exportId) => app.exportFile(exportId),
    exportTaken: (exportId) => app.exportTaken(exportId),
    guards: app.screenGuards,
    advanceTestClock: testClock ? (ms, unseen) => testClock.advanceSettled(ms, unseen) : undefined,
    now,
    screensSetUp: testHooks?.screensSetUp === true,
  });
  testClock?.onAdvance((_nowMs, advancedMs, unseen) => app.clockMoved(advancedMs, unseen));
  const newAddressOnEnter = handOutAddresses(app, shell, io, remote);
  announce(io, shell, app.rulesWarning, remote);
  try {
    await Promise.race([io.stopRequested, started.then(() => io.stopRequested)]);
  } finally {
    newAddressOnEnter?.close();
    await shell.close();
    await app.stop();
  }
}

/**
 * Every new access address is printed on stdout, whoever asks for it. An address other machines reach expires:
 * Enter here prints a new one (the returned reader, to close at the end). Not on loopback, where serve may run in
 * the background of a terminal (reading it there would stop it): the Health tab makes one.
 */
function handOutAddresses(app: AppService, shell: WebShell, io: CliIO, remote: boolean): ReadlineInterface | null {
  const rotateUrl = (role?: ScreenRole): string => {
    const url = shell.screens.rotateUrl(role);
    io.stdout.write(`${url}\n`);
    return url;
  };
  app.useBrowserShell({ ...shell.screens, rotateUrl });
  const newAddressOnEnter = remote ? createInterface({ input: io.stdin }) : null;
  newAddressOnEnter?.on('line', () => void rotateUrl());
  return newAddressOnEnter;
}

/** The first screen's address on stdout (only URLs go there), and beside it on stderr what to know of it. */
function announce(io: CliIO, shell: WebShell, rulesWarning: string | null, remote: boolean): void {
  if (shell.warning) io.stderr.write(`acs-monitor: warning: ${shell.warning}\n`);
  if (rulesWarning) io.stderr.write(`acs-monitor: warning: ${rulesWarning}\n`);
  // Said just before the URL, so it stands beside it in a terminal.
  if (shell.movedFrom !== null) io.stderr.write(`${movedWarning(shell.movedFrom, shell.origin)}\n`);
  io.stdout.write(`${shell.url}\n`);
  io.stderr.write(`acs-monitor: browser shell on ${shell.origin} (stop with Ctrl+C)\n`);
  io.stderr.write(
    remote
      ? 'acs-monitor: the address lets one screen in, within 10 min; press Enter here for a new one (screens already in stay in)\n'
      : 'acs-monitor: the address lets one screen in; for each further screen, New access address on the Health tab of a screen already in prints a new one\n',
  );
}

/**
 * The last start's port was taken: a browser sends a screen's cookie to whatever listens at its address,
 * so the screens of that port are not let in here, and each must open the new address.
 */
function movedWarning(lastPort: number, origin: string): string {
  return (
    `acs-monitor: WARNING: port ${lastPort}, where this browser shell listened last, is taken by another program; ` +
    `listening on ${origin} instead. Screens let in on port ${lastPort} are not let in here (whatever holds that port ` +
    'may have received their cookies): open the address below on each of them, and find out what holds the port.'
  );
}

interface ServeOptions {
  host: string;
  port?: number;
  allowRemoteScreens?: boolean;
  tls?: boolean;
  tlsCert?: string;
  tlsKey?: string;
}

/** How long an access address of a shell other machines reach lets screens in. */
const REMOTE_ADDRESS_LIFETIME_MS = 10 * 60_000;

/** Beyond loopback only when asked for by name, and never without TLS; the TLS options whole. */
function checkRemoteAndTls(options: ServeOptions, remote: boolean): void {
  if ((options.tlsCert === undefined) !== (options.tlsKey === undefined)) {
    throw new UsageError('--tls-cert and --tls-key go together: give the certificate and its private key');
  }
  const ownCertificate = options.tlsCert !== undefined;
  if (options.tls && ownCertificate) {
    throw new UsageError('Give either --tls (a self-signed certificate) or --tls-cert and --tls-key, not both');
  }
  if (!remote) return;
  const tls = options.tls === true || ownCertificate;
  if (!options.allowRemoteScreens) {
    throw new UsageError(
      `Refusing to serve on ${options.host}, which other machines can reach${tls ? '' : ', over plain HTTP'}: use a loopback address (127.0.0.1), or add --allow-remote-screens`,
    );
  }
  if (!tls) {
    throw new UsageError(
      `Refusing to serve on ${options.host}, which other machines can reach, without TLS (the access address, the cookies and everything on screen would cross the network readable): add --tls for a self-signed certificate, or --tls-cert FILE --tls-key FILE`,
    );
  }
}

/** The certificate to serve with, said on stderr with its fingerprint; undefined for plain HTTP. */
async function tlsIdentity(
  options: ServeOptions,
  profile: CommandLineProfile,
  io: CliIO,
): Promise<{ cert: string; key: string } | undefined> {
  if (options.tlsCert !== undefined && options.tlsKey !== undefined) {
    const own = await browserShellTls(profile, { cert: options.tlsCert, key: options.tlsKey });
    io.stderr.write(`acs-monitor: TLS certificate ${options.tlsCert}, SHA-256 fingerprint ${own.fingerprint256}\n`);
    return own;
  }
  if (!options.tls) return undefined;
  const made = await browserShellTls(profile, { names: namesOf(options.host) });
  io.stderr.write(
    `acs-monitor: TLS certificate self-signed (${made.made ? 'made now' : 'kept from before'} in the profile), SHA-256 fingerprint ${made.fingerprint256}: ` +
      "each screen's browser warns once; go on only when the fingerprint it shows is this one\n",
  );
  return made;
}

/** What screens may call this host: its loopback names, the machine's name and, for a wildcard, every address. */
function namesOf(host: string): string[] {
  const names = ['127.0.0.1', '::1', 'localhost', hostname()];
  if (host !== '0.0.0.0' && host !== '::') return [...names, host];
  const addresses = Object.values(networkInterfaces()).flatMap((list) => (list ?? []).map((entry) => entry.address));
  return [...names, ...addresses.filter((address) => !address.includes('%'))];
}

function nonEmptyHost(host: string): string {
  if (host.trim() === '') throw new InvalidArgumentError('expected a host name or address');
  return host;
}
