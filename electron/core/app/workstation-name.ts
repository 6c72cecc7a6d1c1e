// This workstation's name in a control room (its alarm log, who holds an alarm, who polls), for the app and the
// command line alike: the name given, else ACS_WORKSTATION, else the computer's.
import { hostname } from 'node:os';

export function workstationName(env: { ACS_WORKSTATION?: string }, given?: string): string {
  return given ?? env.ACS_WORKSTATION ?? hostname();
}
