// A browser screen's own guard (issue 21 point 5): signed in against the service with a session of
// their own (endpoint 9, the workstation's application token), and what they may see read with that
// session (endpoint 1), so that a screen shows only that guard's customers although the room's poller
// reads them all. The session token stays in this closure, in memory: it is never saved, and a screen
// signs in again after the workstation restarts.
import type { GuardSession } from '../../contract.js';
import type { SessionService } from '../session/session-service.js';

export async function signInGuard(session: SessionService, userName: string, password: string): Promise<GuardSession> {
  const response = await session.client.login(userName, password);
  const token = response.sessionToken;
  const own = session.client.withAuth({
    appToken: () => session.appToken(),
    sessionToken: async () => token,
    // The guard's session ended (401): their screen is signed out, never signed in again by itself.
    sessionRejected: async () => false,
  });
  const expiresAtMs = response.expirationDate ? Date.parse(response.expirationDate) : NaN;
  return {
    userName,
    expiresAtMs: Number.isFinite(expiresAtMs) ? expiresAtMs : null,
    loginMessage: response.loginMessage ?? null,
    customers: async () =>
      (await own.listCustomers()).flatMap((customer) => (customer.customerGuid ? [customer.customerGuid] : [])),
  };
}
