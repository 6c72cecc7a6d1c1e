// What a command is opened with: the options every command takes (docs/interfaces.md), and the process's
// environment and warnings, which the command line prints.
export { INSECURE_ROOM_ENV, INSECURE_ROOM_FLAG, ROOM_CA_ENV, ROOM_CA_FLAG } from '../../room/database/room-tls.js';

export interface GlobalOptions {
  url?: string;
  dataDir?: string;
  allowInsecureHttp?: boolean;
  /** The control room's database (--database); ACS_DATABASE_URL otherwise. */
  database?: string;
  /** The room's root certificate for a private CA (--room-ca); ACS_ROOM_CA otherwise. */
  roomCa?: string;
  /** Plaintext or an unchecked server for a room beyond this machine accepted (--allow-insecure-room). */
  allowInsecureRoom?: boolean;
}

export interface CommandLineHost {
  env: NodeJS.ProcessEnv;
  /** Something the operator should know, which does not stop the command. */
  warn(text: string): void;
  /** A request failed and is tried again after `delayMs`. */
  retrying(userMessage: string, delayMs: number): void;
}
