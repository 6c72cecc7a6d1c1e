// Which handler answers which endpoint.
import type { RouteId } from '../http/routes.js';
import type { Handler } from './context.js';
import { getCustomer, listCustomers } from './customers.js';
import { listEvents } from './events.js';
import { getDevice, getUser, listDevices, listDoors, listUsers } from './inventory.js';
import { login } from './login.js';
import { register } from './registration.js';

export const HANDLERS: Readonly<Record<RouteId, Handler>> = {
  listCustomers,
  getCustomer,
  listUsers,
  getUser,
  listDevices,
  getDevice,
  listDoors,
  listEvents,
  login,
  register,
};
