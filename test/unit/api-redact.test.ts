import { describe, expect, it } from 'vitest';
import { redactDevice, redactDoor } from '../../electron/core/api/redact.js';
import type { Device, Door } from '../../electron/core/api/types.js';

const device = {
  deviceGuid: '6f1c1f9e-3b1a-4c8e-9a5d-2e7f4b8c9d01',
  name: 'Main controller',
  serialNumber: 'SN-1',
  activationCode: 'ACT-SECRET',
  masterSerialNumber: null,
  slave: false,
  master: true,
} as unknown as Device;

describe('redaction', () => {
  it('removes a controller activation code', () => {
    expect(JSON.stringify(redactDevice(device))).not.toContain('ACT-SECRET');
    expect(redactDevice(device).serialNumber).toBe('SN-1');
  });

  it('removes camera passwords and the controlling device activation code from a door', () => {
    const door = {
      doorGuid: '7f1c1f9e-3b1a-4c8e-9a5d-2e7f4b8c9d01',
      name: 'Front',
      deviceDetailsResponse: device,
      cameras: [{ cameraGuid: '8f1c1f9e-3b1a-4c8e-9a5d-2e7f4b8c9d01', username: 'admin', password: 'CAM-SECRET' }],
    } as unknown as Door;
    const text = JSON.stringify(redactDoor(door));
    expect(text).not.toContain('CAM-SECRET');
    expect(text).not.toContain('ACT-SECRET');
    expect(text).toContain('admin');
  });
});
