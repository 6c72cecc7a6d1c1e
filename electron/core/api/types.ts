// The service's resources, as generated from resources/openapi.yaml (never written by hand).
import type { components } from './openapi.gen.js';

type Schemas = components['schemas'];

export type Customer = Schemas['Customer'];
export type User = Schemas['User'];
export type Device = Schemas['Device'];
export type Door = Schemas['Door'];
export type Camera = Schemas['Camera'];
export type AccessEvent = Schemas['Event'];
export type RegistrationForm = Schemas['RegistrationForm'];
export type RegistrationResult = Schemas['RegistrationResult'];
export type LoginResponse = Schemas['LoginResponse'];

export type SchemaName = keyof Schemas;

/** Event types the specification names; other values exist. */
export const EVENT_TYPE_GRANTED = 1;
export const EVENT_TYPE_DENIED = 2;
