// The profile's settings.json: which service was used last and, per service, what is not secret
// (user name, whether the password is remembered, session expiry, connection allowance).
// Secrets never come here; they live in the SecretStore. Written atomically (temp file + rename).
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { shiftChangesSchema } from '../../contract.js';
import {
  DEFAULT_REQUEST_BUDGET,
  DEFAULT_SHIFT_CHANGES,
  MAX_REQUEST_BUDGET,
  MIN_REQUEST_BUDGET,
  DEFAULT_PICTURE_RETENTION_DAYS,
  MAX_PICTURE_RETENTION_DAYS,
} from '../domain/monitor-limits.js';
import { writePrivateFile } from './private-files.js';

export interface ServiceSettings {
  userName?: string;
  rememberPassword?: boolean;
  sessionExpiresAt?: string;
  numberOfConnections?: number;
  applicationName?: string;
  applicationEmail?: string;
  appTokenExpiresAt?: string;
  /** 'demo' for the built-in demo service started by the app. */
  environment?: 'demo';
  /** Customers whose events are synced, by GUID. */
  watchedCustomers?: string[];
  /** Plain http:// accepted for this address although it is not this machine (set by hand: an explicit opt-in). */
  allowInsecureHttp?: boolean;
}

export interface Preferences {
  /** The alarm sound is off until then (epoch ms); null: on. Never indefinite. */
  soundOffUntilMs: number | null;
  /** 'large': a 16 px base, for a 12-hour shift. */
  textSize: 'normal' | 'large';
  startMinimised: boolean;
  startAtLogin: boolean;
  /** The sync's request budget (requests a minute); ACS_REQUEST_BUDGET overrides it. */
  requestBudgetPerMinute: number;
  /** Times on this workstation's clock first instead of the site's. */
  workstationTime: boolean;
  /** When guard shifts change, HH:MM earliest first (contract.ts shiftChangesSchema). */
  shiftChanges: string[];
  /** Days the pictures taken with an alarm are kept (personal data). */
  pictureRetentionDays: number;
}

const DEFAULT_PREFERENCES: Preferences = {
  soundOffUntilMs: null,
  textSize: 'normal',
  startMinimised: false,
  startAtLogin: false,
  requestBudgetPerMinute: DEFAULT_REQUEST_BUDGET,
  workstationTime: false,
  shiftChanges: DEFAULT_SHIFT_CHANGES,
  pictureRetentionDays: DEFAULT_PICTURE_RETENTION_DAYS,
};

export interface Settings {
  lastBaseUrl?: string;
  /** The control room's database this workstation joined, without its password (that is in the keychain). */
  roomAddress?: string;
  /** A random id, made once: what makes this workstation's name its own in a control room. */
  workstationId?: string;
  /** Per room address (password shown as ***): the id of the room's signing key this workstation trusts. */
  roomSigningKeys?: Record<string, string>;
  /**
   * Camera address ranges (CIDR) the operator allows though they are on this machine or its link, set by
   * hand (core/cameras/camera-address.ts).
   */
  cameraAllowedRanges?: string[];
  services: Record<string, ServiceSettings>;
  preferences?: Partial<Preferences>;
}

const FILE_NAME = 'settings.json';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export class SettingsStore {
  private settings: Settings;
  /** Set when the file on disk could not be read as settings (it is then replaced on the next save). */
  readonly loadProblem: string | null;

  constructor(private readonly dataDir: string) {
    const loaded = loadSettings(join(dataDir, FILE_NAME));
    this.settings = loaded.settings;
    this.loadProblem = loaded.problem;
  }

  get lastBaseUrl(): string | undefined {
    return this.settings.lastBaseUrl;
  }

  get roomAddress(): string | undefined {
    return this.settings.roomAddress;
  }

  get cameraAllowedRanges(): readonly string[] {
    return this.settings.cameraAllowedRanges ?? [];
  }

  /**
   * This profile's id in a control room (core/room/workstation-names.ts), made and kept at first use: a
   * profile copied to another computer must have it removed, or the two count as one workstation.
   */
  get workstationId(): string {
    const kept = this.settings.workstationId;
    if (kept !== undefined) return kept;
    const made = randomUUID();
    this.settings = { ...this.settings, workstationId: made };
    this.save();
    return made;
  }

  /** Keeps the joined room's address (never with a password: core/room splits it off); undefined leaves the room. */
  setRoomAddress(address: string | undefined): void {
    const { roomAddress: _left, ...rest } = this.settings;
    this.settings = address === undefined ? rest : { ...rest, roomAddress: address };
    this.save();
  }

  /** The id of the room's signing key this workstation first saw, or a supervisor here last used (room-signing.ts). */
  roomSigningKey(address: string): string | undefined {
    return this.settings.roomSigningKeys?.[address];
  }

  setRoomSigningKey(address: string, keyId: string): void {
    this.settings = { ...this.settings, roomSigningKeys: { ...this.settings.roomSigningKeys, [address]: keyId } };
    this.save();
  }

  service(baseUrl: string): ServiceSettings {
    return { ...this.settings.services[baseUrl] };
  }

  get preferences(): Preferences {
    return { ...DEFAULT_PREFERENCES, ...this.settings.preferences };
  }

  updatePreferences(changes: Partial<Preferences>): Preferences {
    this.settings = { ...this.settings, preferences: { ...this.preferences, ...changes } };
    this.save();
    return this.preferences;
  }

  /** Merges `changes` into the service's settings (undefined removes a key) and makes it the last used. */
  updateService(baseUrl: string, changes: Partial<ServiceSettings>): void {
    const merged: ServiceSettings = { ...this.settings.services[baseUrl], ...changes };
    for (const key of Object.keys(merged) as Array<keyof ServiceSettings>) {
      if (merged[key] === undefined) delete merged[key];
    }
    this.settings = {
      ...this.settings,
      lastBaseUrl: baseUrl,
      services: { ...this.settings.services, [baseUrl]: merged },
    };
    this.save();
  }

  private save(): void {
    writePrivateFile(join(this.dataDir, FILE_NAME), `${JSON.stringify(this.settings, null, 2)}\n`);
  }
}

function loadSettings(path: string): { settings: Settings; problem: string | null } {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { settings: { services: {} }, problem: null };
    return { settings: { services: {} }, problem: `cannot read ${path}: ${(error as Error).message}` };
  }
  try {
    return { settings: sanitise(JSON.parse(text)), problem: null };
  } catch {
    return { settings: { services: {} }, problem: `${path} is not valid JSON; starting from empty settings` };
  }
}

// Keeps only well-typed keys, so a hand-edited or older file can never inject odd values.
function sanitise(value: unknown): Settings {
  const settings: Settings = { services: {} };
  if (!isRecord(value)) return settings;
  if (typeof value.lastBaseUrl === 'string') settings.lastBaseUrl = value.lastBaseUrl;
  if (typeof value.roomAddress === 'string') settings.roomAddress = value.roomAddress;
  if (typeof value.workstationId === 'string' && UUID.test(value.workstationId)) {
    settings.workstationId = value.workstationId;
  }
  if (isRecord(value.roomSigningKeys)) {
    const keys = Object.entries(value.roomSigningKeys).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string' && /^[0-9a-f]{16}$/.test(entry[1]),
    );
    if (keys.length > 0) settings.roomSigningKeys = Object.fromEntries(keys);
  }
  if (isRecord(value.preferences)) {
    const preferences: Partial<Preferences> = {};
    for (const key of Object.keys(DEFAULT_PREFERENCES) as Array<keyof Preferences>) {
      const stored = value.preferences[key];
      if (typeof stored === 'boolean' && typeof DEFAULT_PREFERENCES[key] === 'boolean') {
        Object.assign(preferences, { [key]: stored });
      }
    }
    const budget = value.preferences.requestBudgetPerMinute;
    if (
      Number.isSafeInteger(budget) &&
      (budget as number) >= MIN_REQUEST_BUDGET &&
      (budget as number) <= MAX_REQUEST_BUDGET
    ) {
      preferences.requestBudgetPerMinute = budget as number;
    }
    // An old file's indefinite "soundMuted" is not carried over: the sound is never off for ever.
    const soundOffUntil = value.preferences.soundOffUntilMs;
    if (Number.isSafeInteger(soundOffUntil) && (soundOffUntil as number) > 0) {
      preferences.soundOffUntilMs = soundOffUntil as number;
    }
    if (value.preferences.textSize === 'large') preferences.textSize = 'large';
    const shifts = shiftChangesSchema.safeParse(value.preferences.shiftChanges);
    if (shifts.success) preferences.shiftChanges = shifts.data;
    const pictureDays = value.preferences.pictureRetentionDays;
    if (
      Number.isSafeInteger(pictureDays) &&
      (pictureDays as number) >= 1 &&
      (pictureDays as number) <= MAX_PICTURE_RETENTION_DAYS
    ) {
      preferences.pictureRetentionDays = pictureDays as number;
    }
    settings.preferences = preferences;
  }
  if (Array.isArray(value.cameraAllowedRanges)) {
    settings.cameraAllowedRanges = value.cameraAllowedRanges.filter(
      (range): range is string => typeof range === 'string',
    );
  }
  if (!isRecord(value.services)) return settings;
  for (const [baseUrl, raw] of Object.entries(value.services)) {
    if (!isRecord(raw)) continue;
    const service: ServiceSettings = {};
    for (const key of [
      'userName',
      'sessionExpiresAt',
      'applicationName',
      'applicationEmail',
      'appTokenExpiresAt',
    ] as const) {
      if (typeof raw[key] === 'string') service[key] = raw[key];
    }
    if (typeof raw.rememberPassword === 'boolean') service.rememberPassword = raw.rememberPassword;
    if (raw.allowInsecureHttp === true) service.allowInsecureHttp = true;
    if (raw.environment === 'demo') service.environment = 'demo';
    if (Array.isArray(raw.watchedCustomers)) {
      service.watchedCustomers = raw.watchedCustomers.filter((guid): guid is string => typeof guid === 'string');
    }
    if (Number.isSafeInteger(raw.numberOfConnections)) service.numberOfConnections = raw.numberOfConnections as number;
    settings.services[baseUrl] = service;
  }
  return settings;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
