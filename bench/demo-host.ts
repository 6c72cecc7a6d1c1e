// A child process hosting the demo service, so that serialising large event lists does not share
// a thread (or a core) with the client under measurement, as with a real service. The parent
// sends commands over IPC; the host answers each with { id, ok, value | error }.
import { startDemoService, type DemoOptions } from '../electron/demo/index.js';

export type HostCommand =
  | { id: number; type: 'generate'; customerGuid: string; count: number; fromMs: number; toMs: number }
  | { id: number; type: 'close' };

export interface HostReady {
  type: 'ready';
  baseUrl: string;
  /** Visible to the `guard` account, first the one with the most doors. */
  customerGuids: string[];
}

const options = JSON.parse(process.argv[2] ?? '{}') as DemoOptions;
const demo = await startDemoService({ historyHours: 0, ...options });
const send = (message: unknown): void => void process.send?.(message);
const visible = demo.data.customers.filter((customer) => !customer.restricted);
visible.sort((a, b) => b.doors.length - a.doors.length);
send({
  type: 'ready',
  baseUrl: demo.baseUrl,
  customerGuids: visible.map((customer) => customer.customerGuid),
} satisfies HostReady);

process.on('message', (command: HostCommand) => {
  if (command.type === 'generate') {
    demo.generateEvents({
      customerGuid: command.customerGuid,
      count: command.count,
      from: new Date(command.fromMs),
      to: new Date(command.toMs),
    });
    send({ id: command.id, ok: true });
  } else {
    void demo.close().then(() => {
      send({ id: command.id, ok: true });
      process.disconnect();
    });
  }
});
process.on('disconnect', () => void demo.close());
