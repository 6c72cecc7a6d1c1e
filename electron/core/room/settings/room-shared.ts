// What the workstations of a control room share beside the alarm queue (issue 21 point 4): the alarm
// rules with their instructions, the door snoozes and the shift times. They live in the room's
// database (RoomSettings, migration 6); this workstation keeps the last reading in memory, so the
// AlarmBook asks for them without waiting, and follows every change through a ChangeFollower (LISTEN,
// and a fresh read after every reconnect and every few seconds). The first workstation to come seeds
// the room with its own rules and shift times; a room that has them keeps its own. Steps (saving the
// rules, the shift times, a snooze) are written to the room and read back at once, so the answer to
// the step already shows it. Each read also measures the database's clock against this workstation's
// (RoomClock): which snoozes run now is judged on the room's clock, never on this workstation's.
import type pg from 'pg';
import { DEFAULT_RULES_TEXT } from '../../alarms/rules-file.js';
import { parseRulesText } from '../../alarms/rules-text.js';
import { ServiceError } from '../../api/errors.js';
import { bounded } from '../bounded.js';
import { ChangeFollower, type FollowerState } from '../change-follower.js';
import type { RoomClock } from '../room-clock.js';
import { openRoomConnection } from '../database/room-connection.js';
import { RoomSettings, SETTINGS_CHANNEL, type RoomSettingsRead, type RoomSnoozeRequest } from './room-settings.js';
import type { SettingsStore } from '../../profile/settings.js';
import type { DoorSnooze } from '../../storage/alarm-storage.js';
import type { AlarmSetup } from '../../alarms/alarm-setup.js';
import { AppError } from '../../../app-error.js';
import { roomKeyId, roomRulesSigned } from './room-signing.js';
import { refusedAsWrongPassword, type RoomSupervisorProof } from './room-supervisor.js';

export interface RoomSharedOptions {
  url: string;
  workstation: string;
  /** This workstation's own rules text and shift times: the room's when it has none yet. */
  own: () => { rulesText: string; shiftChanges: readonly string[] };
  /** The rules, snoozes or shift times changed (here or at another workstation): the screens are told. */
  changed: () => void;
  now: () => number;
  /** The room's clock against this workstation's, measured at each read here. */
  clock: RoomClock;
  /** How often the room is read when nothing is announced (default 5 s). */
  checkEveryMs?: number;
  /** The room's signing key this workstation trusts (kept in its settings); in memory when not given. */
  keyAnchor?: RoomKeyAnchor;
}

/** Which of the room's signing keys this workstation trusts: the first it saw, or the one a supervisor here used. */
export interface RoomKeyAnchor {
  known(): string | undefined;
  remember(keyId: string): void;
}

/** The anchor kept in this workstation's settings, per room address. */
export function settingsKeyAnchor(settings: SettingsStore, address: string): RoomKeyAnchor {
  return {
    known: () => settings.roomSigningKey(address),
    remember: (keyId) => {
      if (settings.roomSigningKey(address) !== keyId) settings.setRoomSigningKey(address, keyId);
    },
  };
}

function keyAnchorInMemory(): RoomKeyAnchor {
  let keyId: string | undefined;
  return { known: () => keyId, remember: (id) => (keyId = id) };
}

/** What applies while the room's rules cannot be trusted, as for a workstation's own file: the defaults. */
const DEFAULT_SETUP_HELD: AlarmSetup & { releaseAfterIdleMs: number } = (() => {
  const parsed = parseRulesText(DEFAULT_RULES_TEXT);
  if (!parsed.ok) throw new Error(`the default rules do not read as rules: ${parsed.message}`);
  return {
    rules: parsed.rules,
    escalation: parsed.escalation,
    instructions: parsed.instructions,
    procedures: parsed.procedures,
    contacts: parsed.contacts,
    releaseAfterIdleMs: parsed.releaseAfterIdleMs,
  };
})();

/** The room's rules as this workstation holds them: who saved them, and whether this one seeded them. */
export interface RoomRulesInForce extends AlarmSetup {
  /** What an operator holds goes back to the queue once they touched no screen of the room this long. */
  releaseAfterIdleMs: number;
  text: string;
  savedBy: string | null;
  workstation: string;
  savedAtMs: number;
  /** This workstation gave the room its rules when it came (the room had none). */
  seededHere: boolean;
}

/** How long a step may wait on the room's database (a cut network never answers). */
const STEP_LIMIT_MS = 10_000;

export class RoomShared {
  private reading: RoomSettingsRead | null = null;
  private rulesHeld: RoomRulesInForce | null = null;
  /** The room's text does not read as rules (saved by a newer version?): the last good ones stay in force. */
  rulesProblem: string | null = null;
  /**
   * The room's rules are not signed by the key this workstation trusts (written outside the monitor, or
   * the key swapped), in a sentence: the default rules apply until a supervisor saves the rules here.
   */
  tampering: string | null = null;
  private readonly anchor: RoomKeyAnchor;
  private seeded = false;
  private seededHere = false;
  private following: FollowerState = { following: false, problem: 'not connected yet' };
  private readonly follower: ChangeFollower;
  /** Resolves at the first reading of the room's settings. */
  readonly ready: Promise<void>;
  private firstRead: () => void = () => undefined;

  constructor(private readonly options: RoomSharedOptions) {
    this.anchor = options.keyAnchor ?? keyAnchorInMemory();
    this.ready = new Promise((resolve) => (this.firstRead = resolve));
    this.follower = new ChangeFollower(options.url, {
      channel: SETTINGS_CHANNEL,
      applicationName: `acs-monitor settings: ${options.workstation}`,
      readChanges: (client) => this.readChanges(client),
      onState: (state) => (this.following = state),
      ...(options.checkEveryMs !== undefined && { checkEveryMs: options.checkEveryMs }),
    });
  }

  /** The room's rules once read; null before (the workstation's own apply meanwhile). */
  get rules(): RoomRulesInForce | null {
    return this.rulesHeld;
  }

  /** The room's shift times once read; null before. */
  get shiftChanges(): string[] | null {
    return this.reading?.shiftChanges?.times ?? null;
  }

  /**
   * The room's snoozes running at `nowMs` (this workstation's clock), as last read (an empty list before the
   * first reading); their times are the room's clock, as events' dates are judged against them.
   */
  snoozes(nowMs: number): DoorSnooze[] {
    const roomNowMs = this.options.clock.roomAt(nowMs);
    if (roomNowMs === null) return [];
    return (this.reading?.snoozes ?? []).filter((snooze) => snooze.fromMs <= roomNowMs && roomNowMs < snooze.untilMs);
  }

  /** The same, their times on this workstation's clock: its screens show them and let them end by their own. */
  snoozesShown(nowMs: number): DoorSnooze[] {
    const { clock } = this.options;
    return this.snoozes(nowMs).map((snooze) => ({
      ...snooze,
      fromMs: clock.localAt(snooze.fromMs),
      untilMs: clock.localAt(snooze.untilMs),
    }));
  }

  /** Why the room's settings are not followed now, or null. */
  get problem(): string | null {
    return this.following.following ? null : this.following.problem;
  }

  /**
   * Saves the room's rules (the caller has checked that a supervisor asks, and passes the room's password's
   * proof, null while it has none); a mistake is refused naming it.
   */
  async saveRules(text: string, by: string | null, supervisor: RoomSupervisorProof | null): Promise<void> {
    const parsed = parseRulesText(text);
    if (!parsed.ok) throw new ServiceError('invalid-input', `The rules were not saved: ${parsed.message}`);
    const signature = supervisor?.signRules(text) ?? null;
    // A supervisor here signs with the room's key: this workstation trusts it from now on (a key the
    // room was given again, after its password was cleared, is taken so).
    if (supervisor) this.trustKey(supervisor.keyId);
    await this.step((settings) =>
      settings
        .saveRules(text, signature, by, this.options.workstation, supervisor?.proof ?? null)
        .catch(refusedAsWrongPassword),
    );
  }

  /** The room's signing key a supervisor used here: trusted from now on, and the rules judged again. */
  trustKey(keyId: string): void {
    this.anchor.remember(keyId);
    if (this.reading) this.take(this.reading);
  }

  async saveShiftChanges(
    times: readonly string[],
    by: string | null,
    supervisor: RoomSupervisorProof | null,
  ): Promise<void> {
    await this.step((settings) =>
      settings
        .saveShiftChanges(times, by, this.options.workstation, supervisor?.proof ?? null)
        .catch(refusedAsWrongPassword),
    );
  }

  async addSnooze(snooze: RoomSnoozeRequest): Promise<void> {
    await this.step((settings) => settings.addSnooze(snooze, this.options.workstation));
  }

  async endSnooze(snoozeId: number, by: string | null): Promise<void> {
    await this.step((settings) => settings.endSnooze(snoozeId, by));
  }

  stop(): Promise<void> {
    return this.follower.stop();
  }

  /** One write on a connection of its own, then the room read back at once. */
  private async step(write: (settings: RoomSettings) => Promise<unknown>): Promise<void> {
    let client: pg.Client | null = null;
    try {
      client = await bounded(
        openRoomConnection(this.options.url, {
          applicationName: `acs-monitor settings step: ${this.options.workstation}`,
        }),
        STEP_LIMIT_MS,
      );
      const settings = new RoomSettings(client);
      await bounded(write(settings), STEP_LIMIT_MS);
      this.take(await bounded(this.read(settings), STEP_LIMIT_MS));
    } catch (error) {
      if (error instanceof ServiceError || error instanceof AppError) throw error;
      const why = error instanceof Error ? error.message : String(error);
      throw new AppError('room-database', `The control room's settings could not be changed: ${why}`);
    } finally {
      void client?.end().catch(() => undefined);
    }
  }

  /** The follower's read: seeds the room once (this workstation's rules where it has none), then reads it all. */
  private async readChanges(client: pg.Client): Promise<boolean> {
    const settings = new RoomSettings(client);
    if (!this.seeded) {
      const own = this.options.own();
      const outcome = await settings.seed(own.rulesText, own.shiftChanges, this.options.workstation);
      this.seeded = true;
      this.seededHere = outcome.rules;
    }
    const reading = await this.read(settings);
    if (reading.changeNo !== this.reading?.changeNo || this.reading.snoozes.length !== reading.snoozes.length) {
      this.take(reading);
    }
    this.firstRead();
    return false;
  }

  /** The room's settings, with the room's clock measured against this workstation's. */
  private async read(settings: RoomSettings): Promise<RoomSettingsRead> {
    const sentAtMs = this.options.now();
    const reading = await settings.read();
    this.options.clock.observe(reading.nowMs, sentAtMs, this.options.now());
    return reading;
  }

  private take(reading: RoomSettingsRead): void {
    // A step's read and the follower's may finish in either order: an older reading is passed over.
    if (this.reading && reading.changeNo < this.reading.changeNo) return;
    this.reading = reading;
    const rules = reading.rules;
    const wasTampered = this.tampering !== null;
    const why = rules ? this.tamperingOf(reading) : null;
    this.tampering =
      why &&
      `Signs of tampering in the control room: ${why}. The default rules apply here until a supervisor saves the rules at this workstation.`;
    if (rules && this.tampering) {
      this.rulesHeld = {
        ...DEFAULT_SETUP_HELD,
        text: rules.text,
        savedBy: rules.by,
        workstation: rules.workstation,
        savedAtMs: rules.atMs,
        seededHere: this.seededHere,
      };
    } else if (rules) {
      const saved = { savedBy: rules.by, workstation: rules.workstation, savedAtMs: rules.atMs };
      // Held while the rules could not be trusted were the defaults: read the text again.
      const parsed = rules.text === this.rulesHeld?.text && !wasTampered ? null : parseRulesText(rules.text);
      if (parsed?.ok === false) {
        this.rulesProblem = `The control room's rules, saved at ${rules.workstation}, do not read as rules (${parsed.message}): ${this.rulesHeld ? 'the ones read before stay in force' : "this workstation's own apply"}`;
      } else {
        const setup = parsed ?? this.rulesHeld!;
        this.rulesProblem = null;
        this.rulesHeld = {
          rules: setup.rules,
          escalation: setup.escalation,
          instructions: setup.instructions,
          procedures: setup.procedures,
          contacts: setup.contacts,
          releaseAfterIdleMs: setup.releaseAfterIdleMs,
          text: rules.text,
          ...saved,
          seededHere: this.seededHere,
        };
      }
    }
    this.options.changed();
  }

  /** Why the room's rules cannot be trusted, or null: signed by the room's key, or no key to sign with yet. */
  private tamperingOf(reading: RoomSettingsRead): string | null {
    const trusted = this.anchor.known();
    const key = reading.signingKey;
    if (key === null) {
      return trusted === undefined
        ? null
        : `the control room's signing key (${trusted}) is gone from its database, though its rules were signed`;
    }
    const keyId = roomKeyId(key);
    if (keyId === null) return "the control room's signing key in its database is not a key";
    if (trusted === undefined) this.anchor.remember(keyId);
    else if (trusted !== keyId) {
      return `the control room's signing key changed (from ${trusted} to ${keyId}) without a supervisor at this workstation`;
    }
    return roomRulesSigned(reading.rules!.text, reading.rules!.signature, key)
      ? null
      : `the control room's rules are not signed by its supervisor's key (changed outside the monitor)`;
  }
}
