// session.*: which service, registering this application, signing in and out, the built-in demo.
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { SessionStatus } from '../../../contract.js';
import { AppError } from '../../../app-error.js';
import type { AppCore } from '../app-core.js';
import { SIGNED_OUT } from '../session-problems.js';
import type { NamespaceHandlers } from './namespace.js';

const DEMO_ACCOUNT = { userName: 'guard', password: 'guard-demo' };

export function sessionHandlers(this: AppCore): NamespaceHandlers<'session'> {
  return {
    'session.status': async () => this.sessionStatus(),
    'session.connect': async ({ baseUrl }) => {
      await this.connect(baseUrl);
      await this.checkServiceAnswers();
      return this.publishSession();
    },
    'session.register': async (form) => {
      await this.requireConnection().session.register(form);
      return this.publishSession();
    },
    'session.useAppToken': async ({ applicationToken }) => {
      await this.requireConnection().session.useAppToken(applicationToken);
      return this.publishSession();
    },
    'session.login': async (input) => {
      const connection = this.requireConnection();
      await connection.session.login(input.userName, input.password, { remember: input.remember });
      connection.setSessionProblem(null);
      await connection.restartSync();
      connection.signedIn();
      return this.publishSession();
    },
    'session.logout': async () => {
      const connection = this.requireConnection();
      await connection.stopSync();
      await connection.session.logout();
      connection.setSessionProblem(SIGNED_OUT);
      return this.publishSession();
    },
    'session.startDemo': async () => startDemo.call(this),
  };
}

// The built-in demo: started here, registered, signed in as the demo guard, every customer watched.
async function startDemo(this: AppCore): Promise<SessionStatus> {
  if (!this.options.startDemo) throw new AppError('not-offered', 'The demo service is not available here');
  if (!this.demo) this.demo = await this.options.startDemo();
  await this.connect(this.demo.baseUrl);
  const connection = this.requireConnection();
  this.settings.updateService(connection.baseUrl, { environment: 'demo' });
  if (!(await connection.session.hasAppToken())) {
    // A fresh name each time: the same name and e-mail twice is a 409.
    const applicationName = `acs-monitor demo on ${hostname()} ${randomBytes(3).toString('hex')}`;
    await connection.session.register({ applicationName, applicationEmail: 'demo@example.com' });
  }
  await connection.session.login(DEMO_ACCOUNT.userName, DEMO_ACCOUNT.password, { remember: true });
  connection.setSessionProblem(null);
  for (const customer of await connection.session.client.listCustomers()) {
    if (customer.customerGuid) connection.setWatched(customer.customerGuid, true);
  }
  await connection.restartSync();
  return this.publishSession();
}
