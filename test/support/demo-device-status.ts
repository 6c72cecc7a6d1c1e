// The demo's POST /__demo/device-status over HTTP: a door reader (or one of its cameras) turned bad or back,
// as the door list serves it from then on.
import type { DeviceStatusChange, DeviceStatusReply } from '../../electron/demo/device-status.js';

export async function setDeviceStatus(demoUrl: string, change: DeviceStatusChange): Promise<DeviceStatusReply> {
  const response = await fetch(`${demoUrl}/__demo/device-status`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(change),
  });
  if (!response.ok) throw new Error(`demo device-status: ${response.status} ${await response.text()}`);
  return (await response.json()) as DeviceStatusReply;
}
