// Endpoints 3 to 7: a customer's users, controllers and doors.
import { notFound } from '../errors.js';
import { jsonReply } from '../http/reply.js';
import type { Handler } from './context.js';
import { requireGuids, requireQuery, visibleCustomer } from './customer-access.js';

export const listUsers: Handler = (request, state) => {
  requireGuids(request, ['CustomerGuid']);
  requireQuery(request, []);
  return jsonReply({ customerUsersDetailsResponseList: visibleCustomer(request, state).users });
};

export const getUser: Handler = (request, state) => {
  requireGuids(request, ['CustomerGuid', 'UserGuid']);
  requireQuery(request, []);
  const customer = visibleCustomer(request, state);
  const guid = (request.params[1] ?? '').toLowerCase();
  const user = customer.users.find((candidate) => candidate.userGuid === guid);
  if (!user)
    throw notFound(
      `user ${request.params[1]} not found for customer ${request.params[0]}`,
      'That user does not exist.',
    );
  return jsonReply(user);
};

export const listDevices: Handler = (request, state) => {
  requireGuids(request, ['CustomerGuid']);
  requireQuery(request, []);
  return jsonReply({ deviceDetailsResponseList: visibleCustomer(request, state).devices });
};

export const getDevice: Handler = (request, state) => {
  requireGuids(request, ['CustomerGuid', 'DeviceGuid']);
  requireQuery(request, []);
  const customer = visibleCustomer(request, state);
  const guid = (request.params[1] ?? '').toLowerCase();
  const device = customer.devices.find((candidate) => candidate.deviceGuid === guid);
  if (!device) {
    throw notFound(
      `device ${request.params[1]} not found for customer ${request.params[0]}`,
      'That controller does not exist.',
    );
  }
  return jsonReply(device);
};

export const listDoors: Handler = (request, state) => {
  requireGuids(request, ['CustomerGuid']);
  requireQuery(request, []);
  return jsonReply({ doorDetailsResponseList: visibleCustomer(request, state).doors });
};
