// The failures a command ends with besides the service's own (ServiceError), each with its exit status
// (electron/cli/exit-codes.ts): bad usage, which the composition detects too, and the room database's.
export { RoomDatabaseError, type RoomDatabaseProblem } from '../../room/database/room-connection.js';

/** A failure of the command's usage (its options, the environment it runs in). */
export class UsageError extends Error {
  override name = 'UsageError';
}
