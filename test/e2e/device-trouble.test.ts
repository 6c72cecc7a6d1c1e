// Device trouble reaches the queue (issue 35 part 3), in Debian's Chromium against `acs-monitor serve` and
// its demo: a door's reader turned to Tamper and one of its cameras Offline through the demo's control
// surface; once the door list is read again the guard sees a HIGH alarm at that door and a MEDIUM one naming
// the camera, Inventory marks the door and its camera, and the door's camera count opens its cameras with
// their status. The reader back to Normal and the camera Online, both alarms close by themselves, their
// histories saying so. Screenshots at 1366×768 and 1920×1080 go to test-results/screenshots/.
import { describe, expect, it } from 'vitest';
import { CLI_BUILT } from '../support/acs-process.js';
import { startDemo } from './support/alarm-page.js';
import { chromiumSuite, screenshotsAtBothSizes } from './support/monitor.js';

const suite = chromiumSuite();

/** Past the Inventory screen's 5 minutes of freshness: its Refresh reads the door list from the service. */
const STALE_MS = 5 * 60_000 + 1_000;

interface ScreenDoor {
  doorGuid: string;
  name: string;
  cameras: Array<{ cameraGuid: string; name: string; status: string }>;
}

interface Alarm {
  alarmId: number;
  title: string;
  label: string;
  doorName: string | null;
  state: string;
  history: Array<{ action: string; note: string | null }>;
}

describe.skipIf(!CLI_BUILT)("device trouble on the guard's screens (needs npm run build)", () => {
  it('a tampered reader raises a HIGH alarm at its door, an offline camera a MEDIUM one naming it, Inventory shows the door and its cameras, and both clear by themselves', async () => {
    const monitor = await suite.open(undefined, { testClock: true });
    const { page } = monitor;
    const [first] = await startDemo(monitor);
    const customerGuid = first!.customerGuid;
    const doors = (await monitor.call('inventory.doors', { customerGuid })) as { value: { items: ScreenDoor[] } };
    const door = doors.value.items.find((candidate) => candidate.cameras.length > 1)!;
    const camera = door.cameras[0]!;

    const cameraStatus = (status: string) =>
      monitor.demoControl('device-status', {
        customerGuid,
        doorGuid: door.doorGuid,
        cameraGuid: camera.cameraGuid,
        cameraStatus: status,
      });
    await monitor.demoControl('device-status', { customerGuid, doorGuid: door.doorGuid, deviceStatus: 'Tamper' });
    await cameraStatus('Offline');
    await monitor.advanceClock(STALE_MS);
    await page.getByTestId('tab-inventory').click();
    await page.getByTestId('inventory-customer').selectOption(customerGuid);
    await page.getByRole('button', { name: 'Fetch the list again from the service' }).click();
    const doorRow = page.getByTestId('inventory-row').filter({ hasText: door.name });
    await expect.poll(() => doorRow.first().textContent()).toContain('Tamper');
    expect(await doorRow.first().getAttribute('data-attention')).toBe('yes');
    expect(await doorRow.first().textContent()).toContain(`${camera.name} offline`);
    await screenshotsAtBothSizes(page, 'device-trouble-inventory', doorRow.first());

    // The door's camera count opens its cameras, each with its status.
    await doorRow.first().getByTestId('inventory-door-cameras').click();
    expect(await page.getByTestId('inventory-cameras-of').textContent()).toContain(door.name);
    const cameraRows = page.getByTestId('inventory-row');
    expect(await cameraRows.count()).toBe(door.cameras.length);
    const offline = cameraRows.filter({ hasText: camera.name });
    expect(await offline.textContent()).toContain('▲ Offline');
    expect(await offline.getAttribute('data-attention')).toBe('yes');
    await screenshotsAtBothSizes(page, 'device-trouble-door-cameras');
    await page.getByTestId('inventory-cameras-all').click();
    await expect.poll(() => page.getByTestId('inventory-cameras-of').count()).toBe(0);

    // On the Alarms screen: one HIGH alarm at the door, saying what the reader reported.
    await page.getByTestId('tab-alerts').click();
    const row = page.getByTestId('alert-item').filter({ hasText: 'Reader reports tamper' });
    await expect.poll(() => row.count()).toBe(1);
    expect(await row.getAttribute('data-priority')).toBe('high');
    expect(await row.textContent()).toContain(door.name);
    await row.click();
    await screenshotsAtBothSizes(page, 'device-trouble-alarm', row);
    const list = (await monitor.call('alerts.list')) as { value: Alarm[] };
    const raised = list.value.find((alarm) => alarm.title === 'Reader reports tamper')!;
    expect(raised.doorName).toBe(door.name);
    expect(raised.history[0]).toMatchObject({
      action: 'raised',
      note: `The reader of ${door.name} reports device status “Tamper”`,
    });

    // And one MEDIUM alarm naming the camera, at its door.
    const cameraRow = page.getByTestId('alert-item').filter({ hasText: 'Camera reports offline' });
    await expect.poll(() => cameraRow.count()).toBe(1);
    expect(await cameraRow.getAttribute('data-priority')).toBe('medium');
    expect(await cameraRow.textContent()).toContain(camera.name);
    expect(await cameraRow.textContent()).toContain(door.name);
    await cameraRow.click();
    expect(await cameraRow.getByTestId('alert-sentence').textContent()).toBe(`Camera reports offline: ${camera.name}`);
    await screenshotsAtBothSizes(page, 'device-trouble-camera-alarm', cameraRow);
    const cameraRaised = list.value.find((alarm) => alarm.title === 'Camera reports offline')!;
    expect(cameraRaised).toMatchObject({ doorName: door.name, label: camera.name });
    expect(cameraRaised.history[0]).toMatchObject({
      action: 'raised',
      note: `Camera “${camera.name}” of ${door.name} reports status “Offline”`,
    });

    // The reader back to normal and the camera online: at the next read of the door list both close by themselves.
    await monitor.demoControl('device-status', { customerGuid, doorGuid: door.doorGuid, deviceStatus: 'Normal' });
    await cameraStatus('Online');
    await monitor.advanceClock(STALE_MS);
    await page.getByTestId('tab-inventory').click();
    await page.getByRole('button', { name: 'Fetch the list again from the service' }).click();
    await page.getByTestId('tab-alerts').click();
    await expect.poll(() => row.count()).toBe(0);
    await expect.poll(() => cameraRow.count()).toBe(0);
    const history = (await monitor.call('alerts.history', { states: ['closed'], limit: 100 })) as { value: Alarm[] };
    const closedNote = (alarmId: number) => history.value.find((alarm) => alarm.alarmId === alarmId)!.history.at(-1);
    expect(closedNote(raised.alarmId)).toMatchObject({
      action: 'closed',
      note: `Cleared by itself: the reader of ${door.name} now reports status “Online”, device status “Normal”`,
    });
    expect(closedNote(cameraRaised.alarmId)).toMatchObject({
      action: 'closed',
      note: `Cleared by itself: camera “${camera.name}” of ${door.name} now reports status “Online”`,
    });
  }, 120_000);
});
