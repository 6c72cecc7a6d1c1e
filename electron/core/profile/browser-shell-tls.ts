// The browser shell's TLS identity: a certificate and key the operator gives (--tls-cert/--tls-key),
// or one the shell makes for itself (--tls) and keeps in the profile, so that its fingerprint, which
// each remote screen checks once when its browser warns about a self-signed certificate, stays the
// same across restarts. The key file is 0600 like the rest of the profile. node-forge (590 KB of code)
// is loaded only to make a certificate, not at every start of the shell.
import { createPrivateKey, generateKeyPairSync, randomBytes, X509Certificate } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { join } from 'node:path';
import { createSecureContext } from 'node:tls';
import { writePrivateFile } from './private-files.js';

export interface TlsIdentity {
  cert: string;
  key: string;
  /** SHA-256 of the certificate, as browsers show it (AB:CD:…). */
  fingerprint256: string;
  /** When the certificate ends. */
  validTo: Date;
}

export class TlsSetupError extends Error {
  override name = 'TlsSetupError';
}

const CERT_FILE = 'browser-shell-tls.crt';
const KEY_FILE = 'browser-shell-tls.key';
const LIFETIME_DAYS = 825;
/** A kept certificate this close to its end, or missing a name the shell now answers to, is made anew. */
const RENEW_BEFORE_MS = 30 * 24 * 3_600_000;

/** The operator's own certificate and key (PEM files), checked to be a pair before anything listens. */
export function readTlsIdentity(certFile: string, keyFile: string): TlsIdentity {
  const cert = readPem(certFile, 'certificate');
  const key = readPem(keyFile, 'private key');
  return checkedIdentity(cert, key, `${certFile} and ${keyFile}`);
}

/**
 * The shell's own self-signed identity for `names` (host names and IP addresses screens will use): the
 * one kept in the profile when it still covers them and is not near its end, else a new one, kept.
 */
export async function selfSignedTlsIdentity(
  dataDir: string,
  names: readonly string[],
  now = Date.now(),
): Promise<TlsIdentity & { made: boolean }> {
  const certPath = join(dataDir, CERT_FILE);
  const keyPath = join(dataDir, KEY_FILE);
  if (existsSync(certPath) && existsSync(keyPath)) {
    try {
      const kept = checkedIdentity(readFileSync(certPath, 'utf8'), readFileSync(keyPath, 'utf8'), certPath);
      if (kept.validTo.getTime() - now > RENEW_BEFORE_MS && covers(kept.cert, names)) return { ...kept, made: false };
    } catch {
      // A damaged or mismatched pair is replaced below, like a missing one.
    }
  }
  const { cert, key } = await makeSelfSigned(names, now);
  writePrivateFile(keyPath, key);
  writePrivateFile(certPath, cert);
  return { ...checkedIdentity(cert, key, certPath), made: true };
}

async function makeSelfSigned(names: readonly string[], now: number): Promise<{ cert: string; key: string }> {
  const { default: forge } = await import('node-forge');
  const pair = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const key = pair.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  const certificate = forge.pki.createCertificate();
  certificate.publicKey = forge.pki.publicKeyFromPem(pair.publicKey.export({ type: 'spki', format: 'pem' }).toString());
  // A positive serial number: the first byte's top bit clear.
  certificate.serialNumber = `0${randomBytes(15).toString('hex')}`;
  certificate.validity.notBefore = new Date(now - 60_000);
  certificate.validity.notAfter = new Date(now + LIFETIME_DAYS * 24 * 3_600_000);
  const subject = [{ name: 'commonName', value: 'acs-monitor browser shell' }];
  certificate.setSubject(subject);
  certificate.setIssuer(subject);
  certificate.setExtensions([
    { name: 'basicConstraints', cA: false },
    { name: 'keyUsage', digitalSignature: true, keyEncipherment: true },
    { name: 'extKeyUsage', serverAuth: true },
    {
      name: 'subjectAltName',
      altNames: [...new Set(names)].map((name) => (isIP(name) ? { type: 7, ip: name } : { type: 2, value: name })),
    },
  ]);
  certificate.sign(
    forge.pki.privateKeyFromPem(pair.privateKey.export({ type: 'pkcs1', format: 'pem' }).toString()),
    forge.md.sha256.create(),
  );
  return { cert: forge.pki.certificateToPem(certificate), key };
}

function covers(cert: string, names: readonly string[]): boolean {
  const x509 = new X509Certificate(cert);
  return names.every((name) => (isIP(name) ? x509.checkIP(name) : x509.checkHost(name)) !== undefined);
}

function checkedIdentity(cert: string, key: string, where: string): TlsIdentity {
  let x509: X509Certificate;
  try {
    x509 = new X509Certificate(cert);
    createPrivateKey(key);
  } catch {
    throw new TlsSetupError(`${where}: not a PEM certificate and private key`);
  }
  try {
    createSecureContext({ cert, key });
  } catch {
    throw new TlsSetupError(`${where}: the private key does not belong to the certificate`);
  }
  const validTo = new Date(x509.validTo);
  if (validTo.getTime() <= Date.now()) {
    throw new TlsSetupError(`${where}: the certificate expired on ${validTo.toISOString()}`);
  }
  return { cert, key, fingerprint256: x509.fingerprint256, validTo };
}

function readPem(path: string, what: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new TlsSetupError(
      code === 'ENOENT'
        ? `The TLS ${what} file ${path} does not exist`
        : `The TLS ${what} file ${path} cannot be read (${code ?? 'error'})`,
    );
  }
}
