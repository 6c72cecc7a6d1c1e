// HTTP Digest authentication (RFC 7616, MD5, qop=auth) as cameras ask for it: the demo camera's side,
// which issues nonces and checks answers. (The monitor's side is a library's: see core/cameras.)
import { createHash, randomBytes } from 'node:crypto';

const md5 = (text: string): string => createHash('md5').update(text).digest('hex');

export class DigestChallenge {
  private readonly nonces = new Set<string>();

  constructor(
    private readonly realm: string,
    private readonly userName: string,
    private readonly password: string,
  ) {}

  /** The WWW-Authenticate header of a 401. */
  challenge(): string {
    const nonce = randomBytes(16).toString('hex');
    this.nonces.add(nonce);
    if (this.nonces.size > 1_000) this.nonces.delete(this.nonces.values().next().value!);
    return `Digest realm="${this.realm}", qop="auth", nonce="${nonce}", algorithm=MD5`;
  }

  /** Whether an Authorization header answers one of this camera's challenges with its user name and password. */
  accepts(method: string, authorization: string | undefined): boolean {
    if (!authorization?.startsWith('Digest ')) return false;
    const fields = digestFields(authorization.slice('Digest '.length));
    const { username, realm, nonce, uri, response, qop, nc, cnonce } = fields;
    if (!username || !nonce || !uri || !response || !this.nonces.has(nonce)) return false;
    if (username !== this.userName || realm !== this.realm) return false;
    const ha1 = md5(`${this.userName}:${this.realm}:${this.password}`);
    const ha2 = md5(`${method}:${uri}`);
    const expected = qop ? md5(`${ha1}:${nonce}:${nc}:${cnonce}:${qop}:${ha2}`) : md5(`${ha1}:${nonce}:${ha2}`);
    return expected === response;
  }
}

function digestFields(text: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const match of text.matchAll(/(\w+)=(?:"([^"]*)"|([^,\s]*))/g)) fields[match[1]!] = match[2] ?? match[3] ?? '';
  return fields;
}
