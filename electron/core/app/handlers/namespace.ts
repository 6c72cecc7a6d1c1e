// The handlers of one contract namespace ("alerts" → alerts.list, alerts.acknowledge, …). Each module in
// this folder is a function run with the AppCore as `this`, so its handlers read as AppService's did.
import type { Handlers, MethodName } from '../../../contract.js';

export type NamespaceHandlers<N extends string> = { [M in Extract<MethodName, `${N}.${string}`>]: Handlers[M] };
