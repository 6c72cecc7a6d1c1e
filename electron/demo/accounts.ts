// The demo's fixed user accounts and what each may see.

export interface DemoAccount {
  userName: string;
  password: string;
  note: string;
}

interface AccountRules {
  locked: boolean;
  seesRestricted: boolean;
  loginMessage: string | null;
}

const RULES: Record<string, AccountRules & { password: string; note: string }> = {
  guard: {
    password: 'guard-demo',
    note: 'sees every customer except the restricted one (403 there)',
    locked: false,
    seesRestricted: false,
    loginMessage: null,
  },
  supervisor: {
    password: 'supervisor-demo',
    note: 'sees every customer',
    locked: false,
    seesRestricted: true,
    loginMessage: 'Welcome back. Your password expires in 12 days.',
  },
  locked: {
    password: 'locked-demo',
    note: 'a locked account: login answers 401',
    locked: true,
    seesRestricted: false,
    loginMessage: null,
  },
};

export const DEMO_ACCOUNTS: readonly DemoAccount[] = Object.entries(RULES).map(([userName, rules]) => ({
  userName,
  password: rules.password,
  note: rules.note,
}));

export type LoginOutcome = { ok: true; loginMessage: string | null } | { ok: false; reason: 'invalid' | 'locked' };

export function checkCredentials(userName: string, password: string): LoginOutcome {
  const rules = Object.hasOwn(RULES, userName) ? RULES[userName] : undefined;
  if (!rules || rules.password !== password) return { ok: false, reason: 'invalid' };
  if (rules.locked) return { ok: false, reason: 'locked' };
  return { ok: true, loginMessage: rules.loginMessage };
}

export function maySee(userName: string, customer: { restricted: boolean }): boolean {
  return !customer.restricted || RULES[userName]?.seesRestricted === true;
}
