// A stand-in for the part of Electron's main-process API the shell uses, for machines without
// Electron's binary (this one): the real main bundle runs on it in Node, with the real core, demo
// and worker thread, and the test reads what the shell asked of Electron. It is strict where Electron
// is: files it is told to load must exist, setPath needs an existing folder, one handler per channel.
// The Electron e2e suite (test/e2e-electron) runs the same shell on the real thing where present.
import { spawn, type ChildProcess } from 'node:child_process';
import { EventEmitter } from 'node:events';
import { existsSync, statSync } from 'node:fs';
import { isAbsolute } from 'node:path';

type Listener = (...args: never[]) => unknown;

/** Emitter whose listeners get an Electron-style event object with preventDefault(). */
class Emitting extends EventEmitter {
  /**
   * Emits with a fresh event object; answers whether a listener called preventDefault(). A URL first among
   * the arguments is the event's `url` too, as Electron's navigation events carry it.
   */
  fire(name: string, ...args: unknown[]): boolean {
    let prevented = false;
    const event = { preventDefault: () => (prevented = true), url: typeof args[0] === 'string' ? args[0] : undefined };
    this.emit(name, event, ...args);
    return prevented;
  }
}

export class WebContents extends Emitting {
  readonly sent: Array<{ channel: string; payload: unknown }> = [];
  windowOpenHandler: ((details: { url: string }) => { action: 'allow' | 'deny' }) | null = null;
  loadedFile: string | null = null;
  loadedUrl: string | null = null;
  /** Where sent messages go on to, when a test has a page standing in for the renderer. */
  deliver: ((channel: string, payload: unknown) => void) | null = null;

  send(channel: string, payload: unknown): void {
    const copy = structuredClone(payload);
    this.sent.push({ channel, payload: copy });
    this.deliver?.(channel, copy);
  }
  setWindowOpenHandler(handler: (details: { url: string }) => { action: 'allow' | 'deny' }): void {
    this.windowOpenHandler = handler;
  }
}

export class BrowserWindow extends Emitting {
  static readonly all: BrowserWindow[] = [];
  static getAllWindows(): BrowserWindow[] {
    return BrowserWindow.all.filter((window) => !window.destroyed);
  }

  readonly webContents = new WebContents();
  visible: boolean;
  minimised = false;
  focused = false;
  destroyed = false;

  constructor(readonly options: { show?: boolean; webPreferences?: Record<string, unknown> }) {
    super();
    this.visible = options.show !== false;
    BrowserWindow.all.push(this);
    app.fire('web-contents-created', this.webContents);
  }

  async loadFile(path: string): Promise<void> {
    if (!existsSync(path)) throw new Error(`ERR_FILE_NOT_FOUND (-6) loading '${path}'`);
    this.webContents.loadedFile = path;
    this.emit('ready-to-show');
  }
  /** Loads a URL of a scheme the app handles (protocol.handle); as Electron, fails unless it answers 200. */
  async loadURL(url: string): Promise<void> {
    const response = await protocol.fetch(url);
    if (response.status !== 200) throw new Error(`ERR_FAILED (-2) loading '${url}': status ${response.status}`);
    this.webContents.loadedUrl = url;
    this.emit('ready-to-show');
  }
  isDestroyed(): boolean {
    return this.destroyed;
  }
  isMinimized(): boolean {
    return this.minimised;
  }
  isVisible(): boolean {
    return this.visible;
  }
  minimize(): void {
    this.minimised = true;
    this.focused = false;
  }
  restore(): void {
    this.minimised = false;
  }
  show(): void {
    this.visible = true;
  }
  hide(): void {
    this.visible = false;
    this.focused = false;
  }
  focus(): void {
    this.focused = true;
  }
  /** What a click on the window's close button does: the 'close' event decides. */
  close(): void {
    if (!this.fire('close')) this.destroyed = true;
  }
}

class IpcMain {
  readonly handlers = new Map<string, Listener>();
  handle(channel: string, handler: Listener): void {
    if (this.handlers.has(channel)) throw new Error(`Attempted to register a second handler for '${channel}'`);
    this.handlers.set(channel, handler);
  }
  removeHandler(channel: string): void {
    this.handlers.delete(channel);
  }
  /** A renderer's ipcRenderer.invoke from a frame at `frameUrl`. */
  invoke(frameUrl: string, channel: string, ...args: unknown[]): Promise<unknown> {
    const handler = this.handlers.get(channel) as ((...all: unknown[]) => unknown) | undefined;
    if (!handler) return Promise.reject(new Error(`No handler registered for '${channel}'`));
    return Promise.resolve(handler({ senderFrame: { url: frameUrl } }, ...structuredClone(args)));
  }
}

type HeadersListener = (
  details: { url: string; responseHeaders?: Record<string, string[]> },
  callback: (response: { responseHeaders?: Record<string, string[]> }) => void,
) => void;

class Session {
  permissionRequest: ((contents: unknown, permission: string, callback: (granted: boolean) => void) => void) | null =
    null;
  permissionCheck: ((contents: unknown, permission: string) => boolean) | null = null;
  headersFilter: { urls: string[] } | null = null;
  headersListener: HeadersListener | null = null;

  setPermissionRequestHandler(handler: Session['permissionRequest']): void {
    this.permissionRequest = handler;
  }
  setPermissionCheckHandler(handler: Session['permissionCheck']): void {
    this.permissionCheck = handler;
  }
  readonly webRequest = {
    onHeadersReceived: (filter: { urls: string[] }, listener: HeadersListener): void => {
      this.headersFilter = filter;
      this.headersListener = listener;
    },
  };
}

export class Notification extends EventEmitter {
  static supported = true;
  static readonly shown: Notification[] = [];
  static isSupported(): boolean {
    return Notification.supported;
  }
  constructor(readonly options: { title: string; body: string; urgency?: string }) {
    super();
  }
  show(): void {
    Notification.shown.push(this);
  }
}

class NativeImage {
  constructor(readonly path: string) {}
  isEmpty(): boolean {
    return !existsSync(this.path);
  }
}

export class Tray extends EventEmitter {
  static readonly all: Tray[] = [];
  toolTip = '';
  title = '';
  menu: unknown = null;
  constructor(readonly image: NativeImage) {
    super();
    Tray.all.push(this);
  }
  setToolTip(text: string): void {
    this.toolTip = text;
  }
  setTitle(text: string): void {
    this.title = text;
  }
  setContextMenu(menu: unknown): void {
    this.menu = menu;
  }
}

class App extends Emitting {
  /** Set by a test before the main bundle starts, for a packaged app. */
  isPackaged = false;
  /** Chromium's parsed command line: a switch is `--name` or `--name=value` among process.argv. */
  readonly commandLine = {
    hasSwitch: (name: string): boolean =>
      process.argv.some((argument) => argument === `--${name}` || argument.startsWith(`--${name}=`)),
  };
  readonly paths = new Map<string, string>();
  loginItem = { openAtLogin: false };
  exitCode: number | null = null;
  quitted = false;
  quitCalls = 0;
  constructor(private readonly appPath: string) {
    super();
  }
  /** How many times the app has asked to wait for ready: its start-up begins with that. */
  readyAsked = 0;

  /** As Electron's app.isReady(): true once whenReady has been asked (the stand-in is ready at once). */
  isReady(): boolean {
    return this.readyAsked > 0;
  }

  whenReady(): Promise<void> {
    this.readyAsked++;
    return Promise.resolve();
  }
  getAppPath(): string {
    return this.appPath;
  }
  setPath(name: string, path: string): void {
    if (!existsSync(path) || !statSync(path).isDirectory())
      throw new Error(`Failed to set path: ${path} does not exist`);
    this.paths.set(name, path);
  }
  getPath(name: string): string {
    const path = this.paths.get(name);
    if (!path) throw new Error(`the stand-in has no path '${name}'`);
    return path;
  }
  /** Set before the main bundle loads to play a second launch: another instance holds the lock. */
  lockHeldElsewhere = false;

  requestSingleInstanceLock(): boolean {
    return !this.lockHeldElsewhere;
  }
  setLoginItemSettings(settings: { openAtLogin: boolean }): void {
    this.loginItem = { ...settings };
  }
  /** As Electron: 'before-quit' may cancel; then every window is closed, and any that refuses cancels. */
  quit(): void {
    this.quitCalls++;
    if (this.fire('before-quit')) return;
    for (const window of BrowserWindow.getAllWindows()) window.close();
    if (BrowserWindow.getAllWindows().length === 0) this.quitted = true;
  }
  exit(code = 0): void {
    this.exitCode = code;
  }
}

/**
 * Electron's utility process: a Node child running `modulePath`, here a real Node process. Strict as
 * Electron: only after ready, an existing absolute module path, stdin never piped; 'exit' carries the code.
 */
export class UtilityProcess extends EventEmitter {
  static readonly forked: UtilityProcess[] = [];
  readonly stdout: NodeJS.ReadableStream | null;
  readonly stderr: NodeJS.ReadableStream | null;
  private readonly child: ChildProcess;

  constructor(
    readonly modulePath: string,
    readonly args: string[],
    readonly options: { env?: NodeJS.ProcessEnv; stdio?: 'pipe' | 'ignore' | 'inherit'; serviceName?: string },
  ) {
    super();
    const stdio = options.stdio ?? 'inherit';
    this.child = spawn(process.execPath, [modulePath, ...args], {
      env: options.env ?? process.env,
      stdio: ['ignore', stdio, stdio],
    });
    this.stdout = this.child.stdout;
    this.stderr = this.child.stderr;
    this.child.once('spawn', () => this.emit('spawn'));
    this.child.once('exit', (code) => this.emit('exit', code ?? 1));
    UtilityProcess.forked.push(this);
  }

  kill(): boolean {
    return this.child.kill('SIGTERM');
  }
}

export const utilityProcess = {
  fork(
    modulePath: string,
    args: string[] = [],
    options: ConstructorParameters<typeof UtilityProcess>[2] = {},
  ): UtilityProcess {
    if (!app.isReady()) throw new Error('utilityProcess cannot be used before the app is ready');
    if (!isAbsolute(modulePath) || !existsSync(modulePath)) {
      throw new Error(`utilityProcess.fork: no module at ${modulePath}`);
    }
    return new UtilityProcess(modulePath, args, options);
  },
};

type SchemePrivileges = { standard?: boolean; secure?: boolean; supportFetchAPI?: boolean };
type ProtocolHandler = (request: Request) => Response | Promise<Response>;

/**
 * Electron's protocol module, strict as Electron: privileges only before ready, handlers only after,
 * one handler per scheme. fetch() plays the window's request for a URL of a handled scheme.
 */
export const protocol = {
  privileged: [] as Array<{ scheme: string; privileges: SchemePrivileges }>,
  handlers: new Map<string, ProtocolHandler>(),
  registerSchemesAsPrivileged(schemes: Array<{ scheme: string; privileges: SchemePrivileges }>): void {
    if (app.isReady()) throw new Error('protocol.registerSchemesAsPrivileged should be called before app is ready');
    protocol.privileged.push(...schemes);
  },
  handle(scheme: string, handler: ProtocolHandler): void {
    if (!app.isReady()) throw new Error('protocol.handle cannot be used before the app is ready');
    if (protocol.handlers.has(scheme)) throw new Error(`Failed to register protocol: ${scheme}`);
    protocol.handlers.set(scheme, handler);
  },
  async fetch(url: string): Promise<Response> {
    const handler = protocol.handlers.get(new URL(url).protocol.slice(0, -1));
    if (!handler) throw new Error(`ERR_UNKNOWN_URL_SCHEME loading '${url}'`);
    return handler(new Request(url));
  },
};

const projectRoot = new URL('../..', import.meta.url).pathname.replace(/\/$/, '');

export const app = new App(projectRoot);

/** Web contents other than a window's (a frame's, a <webview>'s), made as Electron makes them: said to the app. */
export function createWebContents(): WebContents {
  const contents = new WebContents();
  app.fire('web-contents-created', contents);
  return contents;
}
export const ipcMain = new IpcMain();
export const session = { defaultSession: new Session() };
export const nativeImage = { createFromPath: (path: string): NativeImage => new NativeImage(path) };
export const Menu = {
  /** What the shell set as its application menu (Electron's default menu until it sets one). */
  application: 'default' as unknown,
  buildFromTemplate: <T>(template: T): T => template,
  setApplicationMenu(menu: unknown): void {
    Menu.application = menu;
  },
};
export const shell = {
  opened: [] as string[],
  openExternal(url: string): Promise<void> {
    shell.opened.push(url);
    return Promise.resolve();
  },
};

/** The save dialog answers what the test says: a path, or null for a guard who cancels. */
export const dialog = {
  answer: null as string | null,
  asked: [] as Array<{ title?: string; defaultPath?: string; parent: boolean }>,
  showSaveDialog(
    ...args: [BrowserWindow, { title?: string; defaultPath?: string }] | [{ title?: string; defaultPath?: string }]
  ): Promise<{ canceled: boolean; filePath?: string }> {
    const options = args.length === 2 ? args[1] : args[0];
    dialog.asked.push({ title: options.title, defaultPath: options.defaultPath, parent: args.length === 2 });
    return Promise.resolve(dialog.answer === null ? { canceled: true } : { canceled: false, filePath: dialog.answer });
  },
};
