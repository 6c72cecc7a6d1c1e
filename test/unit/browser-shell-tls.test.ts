// The browser shell's TLS identity: the operator's own pair checked before anything listens, and the
// shell's self-signed one kept in the profile so its fingerprint (which screens check) stays the same.
import { X509Certificate } from 'node:crypto';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readTlsIdentity, selfSignedTlsIdentity } from '../../electron/core/profile/browser-shell-tls.js';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});
function profile(): string {
  const folder = mkdtempSync(join(tmpdir(), 'acs-tls-'));
  folders.push(folder);
  return folder;
}

describe("the shell's self-signed certificate", () => {
  it('is made once for the names screens use, key file 0600, and kept across restarts', async () => {
    const dir = profile();
    const made = await selfSignedTlsIdentity(dir, ['127.0.0.1', 'localhost', 'control-room-3']);
    expect(made.made).toBe(true);
    const x509 = new X509Certificate(made.cert);
    expect(x509.checkIP('127.0.0.1')).toBe('127.0.0.1');
    expect(x509.checkHost('control-room-3')).toBe('control-room-3');
    expect(x509.checkHost('elsewhere.example')).toBeUndefined();
    expect(statSync(join(dir, 'browser-shell-tls.key')).mode & 0o777).toBe(0o600);
    const again = await selfSignedTlsIdentity(dir, ['127.0.0.1', 'localhost']);
    expect(again).toMatchObject({ made: false, fingerprint256: made.fingerprint256 });
  });

  it('is made anew when the shell answers to a name it lacks, near its end, or damaged', async () => {
    const dir = profile();
    const first = await selfSignedTlsIdentity(dir, ['127.0.0.1']);
    const moreNames = await selfSignedTlsIdentity(dir, ['127.0.0.1', '192.0.2.7']);
    expect(moreNames.made).toBe(true);
    expect(moreNames.fingerprint256).not.toBe(first.fingerprint256);
    const nearItsEnd = await selfSignedTlsIdentity(dir, ['127.0.0.1'], moreNames.validTo.getTime() - 24 * 3_600_000);
    expect(nearItsEnd.made).toBe(true);
    writeFileSync(join(dir, 'browser-shell-tls.crt'), 'not a certificate');
    expect((await selfSignedTlsIdentity(dir, ['127.0.0.1'])).made).toBe(true);
  });
});

describe("the operator's own certificate", () => {
  it('is refused, naming the file, when missing, not PEM, or not the key of the certificate', async () => {
    const dir = profile();
    const one = await selfSignedTlsIdentity(join(dir, 'one'), ['127.0.0.1']);
    const other = await selfSignedTlsIdentity(join(dir, 'other'), ['127.0.0.1']);
    const cert = join(dir, 'one', 'browser-shell-tls.crt');
    expect(readTlsIdentity(cert, join(dir, 'one', 'browser-shell-tls.key')).fingerprint256).toBe(one.fingerprint256);
    expect(() => readTlsIdentity(join(dir, 'missing.crt'), join(dir, 'one', 'browser-shell-tls.key'))).toThrow(
      `The TLS certificate file ${join(dir, 'missing.crt')} does not exist`,
    );
    writeFileSync(join(dir, 'garbage.pem'), 'hello');
    expect(() => readTlsIdentity(join(dir, 'garbage.pem'), join(dir, 'one', 'browser-shell-tls.key'))).toThrow(
      /not a PEM certificate and private key/,
    );
    expect(other.fingerprint256).not.toBe(one.fingerprint256);
    expect(() => readTlsIdentity(cert, join(dir, 'other', 'browser-shell-tls.key'))).toThrow(
      /the private key does not belong to the certificate/,
    );
  });
});
