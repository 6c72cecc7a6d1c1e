// The rule for the room's TLS (issue 32, High 3), as a pure decision: no host here is connected to, so
// hosts beyond this machine can be tried (the real handshakes: test/integration/room-tls.test.ts).
import { describe, expect, it } from 'vitest';
import { checkDatabaseUrl } from '../../electron/core/room/database/database-url.js';
import { RoomDatabaseError, roomDriverConfig } from '../../electron/core/room/database/room-connection.js';
import {
  addressWithoutTls,
  decideRoomTls,
  isLoopbackRoomHost,
  planRoomTls,
  RoomTlsRefusal,
  roomTlsSettings,
  withRoomTlsSettings,
} from '../../electron/core/room/database/room-tls.js';

describe('which hosts are this machine', () => {
  it.each(['127.0.0.1', '127.1.2.3', 'localhost', 'LOCALHOST', '::1', '[::1]', '::ffff:127.0.0.1', '/run/postgresql'])(
    '%s is loopback',
    (host) => expect(isLoopbackRoomHost(host)).toBe(true),
  );
  it.each(['10.0.0.5', '192.168.1.20', 'db.example', 'localhost.example', '128.0.0.1', '::2', 'fe80::1', '0.0.0.0'])(
    '%s is not',
    (host) => expect(isLoopbackRoomHost(host)).toBe(false),
  );
});

describe('the decision', () => {
  const request = (host: string, sslmode: string | undefined, insecureAccepted = false) =>
    decideRoomTls({ host, sslmode, insecureAccepted });

  it('on this machine: plaintext by default (also for prefer/allow); TLS as asked for require, verify-ca, verify-full', () => {
    for (const mode of [undefined, 'prefer', 'allow', 'disable']) {
      expect(request('127.0.0.1', mode)).toEqual({ tls: false, host: '127.0.0.1', loopback: true });
    }
    expect(request('localhost', 'require')).toMatchObject({ tls: true, mode: 'require' });
    expect(request('::1', 'verify-ca')).toMatchObject({ tls: true, mode: 'verify-ca' });
    // A Unix socket carries no TLS (libpq does not ask for it there either).
    expect(request('/run/postgresql', 'verify-full')).toEqual({ tls: false, host: '/run/postgresql', loopback: true });
  });

  it('any other host: verify-full by default, for prefer/allow, and as asked; the root certificate kept', () => {
    for (const mode of [undefined, 'prefer', 'allow', 'verify-full', 'VERIFY-FULL']) {
      expect(request('db.example', mode)).toEqual({
        tls: true,
        host: 'db.example',
        loopback: false,
        mode: 'verify-full',
      });
    }
    expect(
      decideRoomTls({
        host: '10.0.0.5',
        sslmode: undefined,
        rootCertFile: '/etc/room-ca.pem',
        insecureAccepted: false,
      }),
    ).toMatchObject({ tls: true, mode: 'verify-full', rootCertFile: '/etc/room-ca.pem' });
  });

  it.each(['disable', 'require', 'verify-ca', 'no-verify'])(
    'any other host: sslmode=%s is refused unless the risk is accepted, the refusal naming the risk and the way out',
    (mode) => {
      expect(() => request('10.0.0.5', mode)).toThrow(RoomTlsRefusal);
      expect(() => request('10.0.0.5', mode)).toThrow(/could read card numbers and change rules or alarm flags/);
      expect(() => request('10.0.0.5', mode)).toThrow(/--allow-insecure-room \(ACS_ALLOW_INSECURE_ROOM=1\)/);
      const accepted = request('10.0.0.5', mode, true);
      if (mode === 'disable') expect(accepted).toEqual({ tls: false, host: '10.0.0.5', loopback: false });
      else expect(accepted).toMatchObject({ tls: true, mode: mode === 'no-verify' ? 'require' : mode });
    },
  );

  it('the acceptance alone weakens nothing: without a weaker sslmode it is still verify-full', () => {
    expect(request('db.example', undefined, true)).toMatchObject({ tls: true, mode: 'verify-full' });
  });

  it('an sslmode it does not know is refused', () => {
    expect(() => request('127.0.0.1', 'maybe')).toThrow('sslmode=maybe is not one of');
  });
});

describe('the plan from an address', () => {
  it('reads host (a host parameter first), sslmode and sslrootcert; sslrootcert=system means the system CAs', () => {
    expect(planRoomTls('postgres://u@db.example/room?sslrootcert=/etc/ca.pem')).toMatchObject({
      tls: true,
      host: 'db.example',
      mode: 'verify-full',
      rootCertFile: '/etc/ca.pem',
    });
    expect(planRoomTls('postgres:///room?host=/run/postgresql')).toMatchObject({ tls: false, loopback: true });
    expect(planRoomTls('postgres://localhost/room?host=db.example')).toMatchObject({ tls: true, host: 'db.example' });
    expect(planRoomTls('postgres://[::1]:5433/room')).toMatchObject({ tls: false, host: '::1' });
    expect(planRoomTls('postgres://u@db.example/room?sslrootcert=system')).not.toHaveProperty('rootCertFile');
  });

  it('plaintext to another host is refused before any connection, without the password', () => {
    const url = 'postgres://guard:hunter2secret@10.0.0.5:5432/room?sslmode=disable';
    let error: unknown;
    try {
      roomDriverConfig(url);
    } catch (failure) {
      error = failure;
    }
    expect(error).toBeInstanceOf(RoomDatabaseError);
    expect((error as RoomDatabaseError).problem).toBe('insecure');
    expect((error as RoomDatabaseError).message).toContain('10.0.0.5');
    expect((error as RoomDatabaseError).message).not.toContain('hunter2secret');
  });

  it("gives the driver the address without TLS parameters, and its own ssl option (the driver's reading never applies)", () => {
    const url = 'postgres://guard@db.example/room?sslmode=prefer&application_name=x&SSL=true&uselibpqcompat=true';
    const config = roomDriverConfig(url);
    expect(config.connectionString).toBe('postgres://guard@db.example/room?application_name=x');
    expect(config.ssl).toEqual({ rejectUnauthorized: true });
    expect(roomDriverConfig('postgres://guard@127.0.0.1/room').ssl).toBe(false);
    const required = roomDriverConfig('postgres://guard@127.0.0.1/room?sslmode=require').ssl;
    expect(required).toMatchObject({ rejectUnauthorized: false });
  });

  it('a root certificate that cannot be read is one sentence naming it', () => {
    expect(() => roomDriverConfig('postgres://u@db.example/room?sslrootcert=/nonexistent/ca.pem')).toThrow(
      "Could not read the control room's root certificate /nonexistent/ca.pem: ENOENT",
    );
  });
});

describe("the operator's settings", () => {
  it('--room-ca before ACS_ROOM_CA, made absolute; the acceptance from the flag or ACS_ALLOW_INSECURE_ROOM=1 only', () => {
    expect(roomTlsSettings({ roomCa: '/a.pem' }, { ACS_ROOM_CA: '/b.pem' })).toEqual({
      caFile: '/a.pem',
      insecureAccepted: false,
    });
    expect(roomTlsSettings({}, { ACS_ROOM_CA: 'b.pem' }).caFile).toBe(`${process.cwd()}/b.pem`);
    expect(roomTlsSettings({}, { ACS_ALLOW_INSECURE_ROOM: '1' }).insecureAccepted).toBe(true);
    expect(roomTlsSettings({}, { ACS_ALLOW_INSECURE_ROOM: 'yes' }).insecureAccepted).toBe(false);
    expect(roomTlsSettings({ allowInsecureRoom: true }, {}).insecureAccepted).toBe(true);
  });

  it("are folded into the address: the CA where it names none (the address's own first), and the acceptance", () => {
    const folded = withRoomTlsSettings('postgres://u@db.example/room', { caFile: '/a.pem', insecureAccepted: true });
    expect(planRoomTls(`${folded}&sslmode=disable`)).toMatchObject({ tls: false, host: 'db.example' });
    expect(planRoomTls(folded)).toMatchObject({ tls: true, rootCertFile: '/a.pem' });
    const own = withRoomTlsSettings('postgres://u@db.example/room?sslrootcert=/own.pem', { caFile: '/a.pem' });
    expect(planRoomTls(own)).toMatchObject({ rootCertFile: '/own.pem' });
    expect(addressWithoutTls(folded)).toBe('postgres://u@db.example/room');
  });

  it('a person cannot write the acceptance into the address: it comes from the flag or the environment', () => {
    expect(() => checkDatabaseUrl('postgres://u@db.example/room?acs_insecure_room=1&sslmode=disable')).toThrow(
      'may not carry acs_insecure_room',
    );
  });
});
