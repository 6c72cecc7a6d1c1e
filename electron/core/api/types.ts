// The service's resources, as generated from resources/openapi.yaml (never written by hand).
import type { components } from './openapi.gen.js';

type Schemas = components['schemas'];

export type Customer = Schemas['Customer'];
export type CustomerList = Schemas['CustomerList'];
export type User = Schemas['User'];
export type UserList = Schemas['UserList'];
export type Device = Schemas['Device'];
export type DeviceList = Schemas['DeviceList'];
export type Door = Schemas['Door'];
export type DoorList = Schemas['DoorList'];
export type DoorReader = Schemas['DoorReader'];
export type Camera = Schemas['Camera'];
export type AccessEvent = Schemas['Event'];
export type EventList = Schemas['EventList'];
export type RegistrationForm = Schemas['RegistrationForm'];
export type RegistrationResult = Schemas['RegistrationResult'];
export type LoginRequest = Schemas['LoginRequest'];
export type LoginResponse = Schemas['LoginResponse'];
export type ErrorBody = Schemas['ErrorBody'];

export type SchemaName = keyof Schemas;

/** Event types the specification names; other values exist. */
export const EVENT_TYPE_GRANTED = 1;
export const EVENT_TYPE_DENIED = 2;
