// Endpoints 1 and 2: the customers a user may see, and one customer.
import type { Customer } from '../../core/api/types.js';
import { maySee } from '../accounts.js';
import type { DemoCustomer } from '../data/model.js';
import { jsonReply } from '../http/reply.js';
import type { DemoState, Handler } from './context.js';
import { requireGuids, requireQuery, visibleCustomer } from './customer-access.js';

export const listCustomers: Handler = (request, state) => {
  requireQuery(request, []);
  const customers = state.customers.filter((customer) => maySee(request.userName, customer));
  return jsonReply({ customerDetailsResponseList: customers.map((customer) => customerView(customer, state)) });
};

export const getCustomer: Handler = (request, state) => {
  requireGuids(request, ['CustomerGuid']);
  requireQuery(request, []);
  return jsonReply(customerView(visibleCustomer(request, state), state));
};

/** The Customer resource, with the non-spec customerGuid where the service is set to send it. */
function customerView(customer: DemoCustomer, state: DemoState): Customer {
  return state.sendCustomerGuid ? { ...customer.customer, customerGuid: customer.customerGuid } : customer.customer;
}
