// A child process hosting the demo service, so that serialising large event lists does not share
// a thread (or a core) with the client under measurement, as with a real service. The parent
// sends commands over IPC; the host answers each with { id, ok, value | error }.
import type { Camera } from '../electron/core/api/types.js';
import {
  startDemoService,
  type DemoCameraBehaviour,
  type DemoCameraWay,
  type DemoOptions,
} from '../electron/demo/index.js';

export type HostCommand =
  | { id: number; type: 'generate'; customerGuid: string; count: number; fromMs: number; toMs: number }
  /** With a virtual clock: moves it to `toMs` and makes the traffic occurring up to then. */
  | { id: number; type: 'advance'; toMs: number }
  | { id: number; type: 'close' };

/**
 * The options the host takes: the demo's own, a virtual clock starting at `virtualStartMs`, and the
 * share of each customer's online controllers that store and forward instead (their live events come
 * 1 to 20 minutes late, in uploads; the demo alone makes about 7% of a customer's events so, and 5% in
 * an offline controller's backlogs).
 */
export type HostOptions = DemoOptions & { virtualStartMs?: number; bufferedShare?: number };

export interface HostReady {
  type: 'ready';
  baseUrl: string;
  /** Visible to the `guard` account, first the one with the most doors. */
  customerGuids: string[];
  /** Each of those customers' live events a minute. */
  ratesPerMinute: Record<string, number>;
  /** With `cameras: true`: the cameras it serves, as the service lists them (credentials and all), and what each does. */
  cameras: Array<{
    customerGuid: string;
    doorGuid: string;
    camera: Camera;
    behaviour: DemoCameraBehaviour;
    way: DemoCameraWay;
  }>;
}

const { virtualStartMs, bufferedShare = 0, ...options } = JSON.parse(process.argv[2] ?? '{}') as HostOptions;
const clock = { nowMs: virtualStartMs ?? 0 };
const demo = await startDemoService({
  historyHours: 0,
  ...options,
  ...(virtualStartMs === undefined ? {} : { now: () => clock.nowMs }),
});
const send = (message: unknown): void => void process.send?.(message);
const visible = demo.data.customers.filter((customer) => !customer.restricted);
for (const customer of visible) {
  const online = [...demo.data.deliveryProfiles(customer.customerGuid)].filter(
    ([, profile]) => profile.kind === 'online',
  );
  const count = Math.round(online.length * bufferedShare);
  for (const [deviceGuid] of online.slice(0, count)) demo.setDeliveryProfile(deviceGuid, { kind: 'buffered' });
}
visible.sort((a, b) => b.doors.length - a.doors.length);
send({
  type: 'ready',
  baseUrl: demo.baseUrl,
  customerGuids: visible.map((customer) => customer.customerGuid),
  ratesPerMinute: Object.fromEntries(
    visible.map((customer) => [customer.customerGuid, demo.data.eventsPerMinute(customer.customerGuid)]),
  ),
  cameras: demo.cameras.map((served) => ({
    customerGuid: served.customerGuid,
    doorGuid: served.doorGuid,
    behaviour: served.behaviour,
    way: served.way,
    camera: demo.data.customers
      .flatMap((customer) => customer.doors.flatMap((door) => door.cameras))
      .find((camera) => camera.cameraGuid === served.cameraGuid)!,
  })),
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
  } else if (command.type === 'advance') {
    clock.nowMs = Math.max(clock.nowMs, command.toMs);
    demo.produceTraffic(clock.nowMs);
    send({ id: command.id, ok: true });
  } else {
    void demo.close().then(() => {
      send({ id: command.id, ok: true });
      process.disconnect();
    });
  }
});
process.on('disconnect', () => void demo.close());
