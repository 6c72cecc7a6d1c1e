// A throwaway PostgreSQL cluster with TLS on, for the room's TLS tests (issue 32, High 3): Debian's
// initdb/pg_ctl as scripts/test-database.sh uses them, listening on 127.0.0.1 and 127.0.0.2 (both this
// machine), with a certificate the test makes itself with openssl (already on every machine that runs
// these tests, and the tool operators use for a room's private CA): a private CA, and the server's
// certificate from it naming localhost and 127.0.0.1 only, so 127.0.0.2 is a host name it does not hold.
// A second CA that signed nothing is "the wrong CA". stop() stops the cluster and deletes all of it.
import { execFileSync } from 'node:child_process';
import { chmodSync, chownSync, mkdtempSync, readdirSync, rmSync, writeFileSync, appendFileSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { freePort } from './free-port.js';

export interface TlsPostgres {
  port: number;
  /** The root certificate of the CA that signed the server's certificate. */
  caFile: string;
  /** The root certificate of another CA, which signed nothing the server has. */
  wrongCaFile: string;
  /** postgres://postgres@HOST:PORT/postgres plus `query`. */
  url(host: string, query?: string): string;
  stop(): void;
}

function postgresBin(): string {
  const versions = readdirSync('/usr/lib/postgresql').sort((a, b) => Number(a) - Number(b));
  const newest = versions.at(-1);
  if (newest === undefined) throw new Error('no PostgreSQL under /usr/lib/postgresql (Debian postgresql package)');
  return join('/usr/lib/postgresql', newest, 'bin');
}

function openssl(dir: string, args: string[]): void {
  execFileSync('openssl', args, { cwd: dir, stdio: ['ignore', 'ignore', 'pipe'] });
}

/** openssl req's arguments for a new P-256 key, unencrypted, written to `keyFile`. */
function newEcKey(keyFile: string): string[] {
  return ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-keyout', keyFile];
}

function makeCa(dir: string, name: string): void {
  openssl(dir, [
    'req',
    '-x509',
    ...newEcKey(`${name}.key`),
    '-out',
    `${name}.crt`,
    '-days',
    '2',
    '-subj',
    `/CN=${name}`,
    '-addext',
    'basicConstraints=critical,CA:TRUE',
    '-addext',
    'keyUsage=critical,keyCertSign,cRLSign',
  ]);
}

export async function startTlsPostgres(): Promise<TlsPostgres> {
  const dir = mkdtempSync(join(tmpdir(), 'acs-test-tls-pg-'));
  const root = userInfo().uid === 0;
  // PostgreSQL will not run as root: there the cluster (and its key) belong to the package's postgres user.
  const asOwner = (command: string, args: string[]): void => {
    if (root) execFileSync('runuser', ['-u', 'postgres', '--', command, ...args], { stdio: 'ignore' });
    else execFileSync(command, args, { stdio: 'ignore' });
  };
  try {
    makeCa(dir, 'room-ca');
    makeCa(dir, 'wrong-ca');
    openssl(dir, ['req', ...newEcKey('server.key'), '-out', 'server.csr', '-subj', '/CN=localhost']);
    writeFileSync(join(dir, 'server.ext'), 'subjectAltName=DNS:localhost,IP:127.0.0.1\nbasicConstraints=CA:FALSE\n');
    openssl(dir, [
      'x509',
      '-req',
      '-in',
      'server.csr',
      '-CA',
      'room-ca.crt',
      '-CAkey',
      'room-ca.key',
      '-CAcreateserial',
      '-out',
      'server.crt',
      '-days',
      '2',
      '-extfile',
      'server.ext',
    ]);
    chmodSync(join(dir, 'server.key'), 0o600);
    if (root) {
      for (const file of ['', 'server.key', 'server.crt']) {
        chownSync(join(dir, file), postgresUid(), postgresGid());
      }
      chmodSync(dir, 0o755);
    }
    const bin = postgresBin();
    const port = await freePort();
    const data = join(dir, 'data');
    asOwner(join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '-A', 'trust', '--no-sync']);
    appendFileSync(join(data, 'pg_hba.conf'), 'host all all 127.0.0.0/8 trust\n');
    asOwner(join(bin, 'pg_ctl'), [
      '-D',
      data,
      '-l',
      join(dir, 'log'),
      '-w',
      '-o',
      [
        `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1,127.0.0.2 -c fsync=off`,
        `-c ssl=on -c ssl_cert_file=${join(dir, 'server.crt')} -c ssl_key_file=${join(dir, 'server.key')}`,
      ].join(' '),
      'start',
    ]);
    return {
      port,
      caFile: join(dir, 'room-ca.crt'),
      wrongCaFile: join(dir, 'wrong-ca.crt'),
      url: (host, query = '') => `postgres://postgres@${host}:${port}/postgres${query === '' ? '' : `?${query}`}`,
      stop: () => {
        try {
          asOwner(join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', 'stop']);
        } finally {
          rmSync(dir, { recursive: true, force: true });
        }
      },
    };
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}

function postgresUid(): number {
  return Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
}

function postgresGid(): number {
  return Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
}
