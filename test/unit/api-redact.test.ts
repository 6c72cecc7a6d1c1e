import { describe, expect, it } from 'vitest';
import { redactDevice, redactDoor, redactUser } from '../../electron/core/api/redact.js';
import type { Device, Door, User } from '../../electron/core/api/types.js';

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

  it("removes cameras' passwords and user names and the controlling device activation code from a door", () => {
    const door = {
      doorGuid: '7f1c1f9e-3b1a-4c8e-9a5d-2e7f4b8c9d01',
      name: 'Front',
      deviceDetailsResponse: device,
      cameras: [{ cameraGuid: '8f1c1f9e-3b1a-4c8e-9a5d-2e7f4b8c9d01', username: 'admin', password: 'CAM-SECRET' }],
    } as unknown as Door;
    const text = JSON.stringify(redactDoor(door));
    expect(text).not.toContain('CAM-SECRET');
    expect(text).not.toContain('ACT-SECRET');
    expect(text).not.toContain('admin');
    expect(text).toContain('8f1c1f9e-3b1a-4c8e-9a5d-2e7f4b8c9d01');
  });

  it('passes only the fields it knows (an allow-list): a field a service adds is dropped, at every level', () => {
    const added = { cardNumberInPlain: 'NEW-SECRET' };
    const user = { userGuid: 'u', firstName: 'Ada', pin: 1234, verificationPin: 9, ...added } as unknown as User;
    expect(redactUser(user)).toEqual({ userGuid: 'u', firstName: 'Ada' });
    const door = {
      doorGuid: 'd',
      name: 'Front',
      deviceDetailsResponse: { ...(device as object), ...added },
      doorReaderDetailsResponse: { readerType: 'Wiegand', ...added },
      cameras: [{ cameraGuid: 'c', password: 'CAM-SECRET', ...added }],
      ...added,
    } as unknown as Door;
    const shown = redactDoor(door);
    expect(JSON.stringify(shown)).not.toContain('NEW-SECRET');
    expect(shown.doorReaderDetailsResponse).toEqual({ readerType: 'Wiegand' });
    expect(shown.cameras).toEqual([{ cameraGuid: 'c' }]);
    expect(shown.deviceDetailsResponse.name).toBe('Main controller');
  });
});
