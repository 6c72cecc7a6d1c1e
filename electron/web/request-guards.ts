// Checks against DNS rebinding (the Host header) and cross-site requests (Origin, Sec-Fetch-Site).
// Pure functions taking unknown.

/** The Host header values the shell answers to: loopback names and the bound host, all on its port. */
export function allowedHosts(boundHost: string, port: number): ReadonlySet<string> {
  return new Set(
    ['127.0.0.1', 'localhost', '[::1]', hostInUrl(boundHost)].map((host) => `${host}:${port}`.toLowerCase()),
  );
}

/** The origins of the shell's own pages: one per allowed host, on the shell's scheme. */
export function allowedOrigins(hosts: ReadonlySet<string>, scheme: 'http' | 'https' = 'http'): ReadonlySet<string> {
  return new Set([...hosts].map((host) => `${scheme}://${host}`));
}

/** An IPv6 literal is written in brackets in a URL or a Host header. */
export function hostInUrl(host: string): string {
  return host.includes(':') ? `[${host}]` : host;
}

export function isAllowedHost(hostHeader: unknown, hosts: ReadonlySet<string>): boolean {
  return typeof hostHeader === 'string' && hosts.has(hostHeader.toLowerCase());
}

/** No Origin header is allowed (a top-level navigation or a same-origin GET); a present one must be ours. */
export function isAllowedOrigin(originHeader: unknown, origins: ReadonlySet<string>): boolean {
  if (originHeader === undefined) return true;
  return typeof originHeader === 'string' && origins.has(originHeader.toLowerCase());
}

/**
 * Refuses requests the browser marks as coming from another site, or from another port of this host
 * ('same-site' covers localhost:8080 → localhost:PORT). An absent header (an older browser, a script) passes.
 */
export function isAllowedFetchSite(secFetchSiteHeader: unknown): boolean {
  return secFetchSiteHeader !== 'cross-site' && secFetchSiteHeader !== 'same-site';
}
