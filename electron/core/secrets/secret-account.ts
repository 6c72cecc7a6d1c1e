export type SecretKind = 'appToken' | 'sessionToken' | 'password';

/**
 * The keychain account name for one secret, scoped by service address and user so that staging and
 * production never share a token: e.g. `sessionToken:alice@https://acs.example.com/api`.
 * The address is normalised (URL syntax, no trailing slash); the user name is percent-encoded so the
 * name stays unambiguous. A password always belongs to a user.
 */
export function secretAccount(kind: SecretKind, baseUrl: string, userName?: string): string {
  const base = normalisedBaseUrl(baseUrl);
  if (kind === 'password' && !userName) throw new Error('A password secret needs the user name it belongs to.');
  return userName ? `${kind}:${encodeURIComponent(userName)}@${base}` : `${kind}:${base}`;
}

function normalisedBaseUrl(baseUrl: string): string {
  let url: URL;
  try {
    url = new URL(baseUrl.trim());
  } catch {
    throw new Error(`The service address ${JSON.stringify(baseUrl)} is not a valid URL.`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`The service address ${JSON.stringify(baseUrl)} must start with http:// or https://.`);
  }
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}
