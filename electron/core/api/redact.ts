// Secrets the service hands out with inventory, removed before anything is shown or stored for
// display: a controller's activationCode, a camera's password and a cardholder's PIN codes.
import type { Camera, Device, Door, User } from './types.js';

export type PublicDevice = Omit<Device, 'activationCode'>;
export type PublicUser = Omit<User, 'pin' | 'verificationPin'>;
type PublicCamera = Omit<Camera, 'password'>;
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

export function redactUser(user: User): PublicUser {
  const { pin: _pin, verificationPin: _verificationPin, ...rest } = user;
  return rest;
}
