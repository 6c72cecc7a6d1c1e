// Plain http:// is for this machine only, unless the operator opts in; then a warning stays on show.
import { describe, expect, it } from 'vitest';
import { ServiceError } from '../../electron/core/api/errors.js';
import { isLoopbackHost, plainHttpWarning } from '../../electron/core/api/plain-http.js';
import { normaliseBaseUrl } from '../../electron/core/api/validate.js';

function hostOf(address: string): string {
  return new URL(address).hostname;
}

describe('plain HTTP', () => {
  it.each(['http://127.0.0.1:8080', 'http://127.9.8.7', 'http://127.1:9', 'http://[::1]:8080', 'http://LOCALHOST:80'])(
    'accepts %s (this machine) with no warning',
    (address) => {
      expect(isLoopbackHost(hostOf(address))).toBe(true);
      expect(plainHttpWarning(normaliseBaseUrl(address), false)).toBeNull();
    },
  );

  it.each(['https://acs.example.com', 'https://10.0.0.5:8443'])('accepts %s (encrypted) with no warning', (address) => {
    expect(plainHttpWarning(normaliseBaseUrl(address), false)).toBeNull();
  });

  it.each([
    'http://acs.example.com',
    'http://10.0.0.5:8080',
    'http://128.0.0.1',
    'http://127.0.0.1.example.com',
    'http://localhost.example.com',
    'http://[::2]',
    'http://0.0.0.0:8080',
  ])('refuses %s without the opt-in, naming the flag, in one line', (address) => {
    let refusal: unknown;
    try {
      plainHttpWarning(normaliseBaseUrl(address), false);
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(ServiceError);
    expect(refusal).toMatchObject({ kind: 'invalid-input' });
    const { message } = refusal as ServiceError;
    expect(message).toMatch(
      /^Refusing plain http:\/\/ to .+ unencrypted; use https:\/\/, or opt in with --allow-insecure-http \(ACS_ALLOW_INSECURE_HTTP=1\)$/,
    );
    expect(message).not.toContain('\n');
  });

  it('with the opt-in, returns the warning to keep on show', () => {
    expect(plainHttpWarning('http://10.0.0.5:8080', true)).toBe(
      'Plain HTTP to 10.0.0.5:8080: the password and tokens cross the network unencrypted',
    );
  });
});
