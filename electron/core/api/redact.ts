// Secrets the service hands out with inventory, removed before anything is shown or stored for
// display: a controller's activationCode and a camera's password.
import type { Camera, Device, Door } from './types.js';

export type PublicDevice = Omit<Device, 'activationCode'>;
export type PublicCamera = Omit<Camera, 'password'>;
export type PublicDoor = Omit<Door, 'deviceDetailsResponse' | 'cameras'> & {
  deviceDetailsResponse: PublicDevice;
  cameras: PublicCamera[];
};

export function redactDevice(device: Device): PublicDevice {
  const { activationCode: _hidden, ...rest } = device;
  return rest;
}

export function redactDoor(door: Door): PublicDoor {
  return {
    ...door,
    deviceDetailsResponse: door.deviceDetailsResponse && redactDevice(door.deviceDetailsResponse),
    cameras: (door.cameras ?? []).map(({ password: _hidden, ...camera }) => camera),
  };
}
