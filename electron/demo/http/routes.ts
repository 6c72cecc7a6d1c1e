// The ten endpoints of the specification, matched by method and path.

export type RouteId =
  | 'listCustomers'
  | 'getCustomer'
  | 'listUsers'
  | 'getUser'
  | 'listDevices'
  | 'getDevice'
  | 'listDoors'
  | 'listEvents'
  | 'login'
  | 'register';

/** Which headers a route needs: none (registration), nonce + application (login), or all three. */
type RouteAuth = 'none' | 'application' | 'session';

interface Route {
  id: RouteId;
  method: 'GET' | 'POST';
  segments: readonly string[];
  auth: RouteAuth;
}

const route = (id: RouteId, method: Route['method'], pattern: string, auth: RouteAuth): Route => ({
  id,
  method,
  segments: pattern.split('/').slice(1),
  auth,
});

const ROUTES: readonly Route[] = [
  route('listCustomers', 'GET', '/v1/business/customer', 'session'),
  route('getCustomer', 'GET', '/v1/business/customer/:customer', 'session'),
  route('listUsers', 'GET', '/v1/business/customer/:customer/user', 'session'),
  route('getUser', 'GET', '/v1/business/customer/:customer/user/:user', 'session'),
  route('listDevices', 'GET', '/v1/business/customer/:customer/device', 'session'),
  route('getDevice', 'GET', '/v1/business/customer/:customer/device/:device', 'session'),
  route('listDoors', 'GET', '/v1/business/customer/:customer/door', 'session'),
  route('listEvents', 'GET', '/v1/business/customer/:customer/event', 'session'),
  route('login', 'POST', '/v1/business/user/login', 'application'),
  route('register', 'POST', '/v1/config/application', 'none'),
];

export type RouteMatch =
  | { found: true; id: RouteId; auth: RouteAuth; params: string[] }
  | { found: false; status: 404 }
  | { found: false; status: 405; allow: string };

export function matchRoute(method: string, path: string): RouteMatch {
  const segments = path.split('/').slice(1);
  const methods: string[] = [];
  for (const candidate of ROUTES) {
    const params = matchSegments(candidate.segments, segments);
    if (!params) continue;
    if (candidate.method === method) return { found: true, id: candidate.id, auth: candidate.auth, params };
    methods.push(candidate.method);
  }
  return methods.length > 0 ? { found: false, status: 405, allow: methods.join(', ') } : { found: false, status: 404 };
}

function matchSegments(pattern: readonly string[], segments: readonly string[]): string[] | null {
  if (pattern.length !== segments.length) return null;
  const params: string[] = [];
  for (let i = 0; i < pattern.length; i++) {
    const expected = pattern[i]!;
    const actual = segments[i]!;
    if (expected.startsWith(':')) {
      if (actual === '') return null;
      params.push(decodeSegment(actual));
    } else if (expected !== actual) {
      return null;
    }
  }
  return params;
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
