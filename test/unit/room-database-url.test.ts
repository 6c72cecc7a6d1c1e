import { describe, expect, it } from 'vitest';
import {
  checkDatabaseUrl,
  joinDatabasePassword,
  redactDatabaseUrl,
  roomDatabaseUrl,
  splitDatabasePassword,
} from '../../electron/core/room/database/database-url.js';

describe("the room's database address", () => {
  it('comes from --database before ACS_DATABASE_URL; none (or blank) means the embedded cache', () => {
    const env = { ACS_DATABASE_URL: 'postgres://env@db/room' };
    expect(roomDatabaseUrl('postgresql://flag@db/room', env)).toBe('postgresql://flag@db/room');
    expect(roomDatabaseUrl(undefined, env)).toBe('postgres://env@db/room');
    expect(roomDatabaseUrl(undefined, { ACS_DATABASE_URL: '  ' })).toBeUndefined();
    expect(roomDatabaseUrl(undefined, {})).toBeUndefined();
  });

  it.each([
    ['db.example/room', 'is not a URL'],
    ['https://db.example/room', 'must start with postgres:// or postgresql://, not https://'],
    ['postgres:///room', 'names no host'],
    ['postgres://db.example', 'names no database'],
    ['postgres://db.example/', 'names no database'],
  ])('refuses %s: it %s', (address, sentence) => {
    expect(() => checkDatabaseUrl(address)).toThrow(sentence);
  });

  it('accepts a socket folder given as ?host=', () => {
    expect(checkDatabaseUrl('postgres:///room?host=/run/postgresql')).toBe('postgres:///room?host=/run/postgresql');
  });

  it('is printed with its password hidden, wherever the password was put', () => {
    expect(redactDatabaseUrl('postgres://guard:s3cr%40t@db:5432/room')).toBe('postgres://guard:***@db:5432/room');
    expect(redactDatabaseUrl('postgres://guard@db/room?password=s3cret')).toBe('postgres://guard@db/room?password=***');
    expect(redactDatabaseUrl('postgres://guard@db/room')).toBe('postgres://guard@db/room');
    expect(redactDatabaseUrl('not a url://guard:s3cret@db/room')).toBe('(an address that is not a URL)');
  });

  it('never echoes an address that did not parse: its password may sit anywhere in it', () => {
    const libpq = 'host=db.example user=guard password=hunter2 dbname=room';
    expect(() => checkDatabaseUrl(libpq)).toThrow(
      "The database address is not a URL; it looks like postgres://user@host:5432/database (libpq's host=… form is not read)",
    );
    expect(redactDatabaseUrl(libpq)).toBe('(an address that is not a URL)');
  });

  it('is kept without its password, which goes to the keychain, and put back together to connect', () => {
    expect(splitDatabasePassword('postgres://guard:s%40cret@db:5432/room')).toEqual({
      address: 'postgres://guard@db:5432/room',
      password: 's@cret',
    });
    expect(splitDatabasePassword('postgres://guard@db/room?sslmode=require&Password=x1')).toEqual({
      address: 'postgres://guard@db/room?sslmode=require',
      password: 'x1',
    });
    expect(splitDatabasePassword('postgres://guard@db/room')).toEqual({
      address: 'postgres://guard@db/room',
      password: null,
    });
    expect(joinDatabasePassword('postgres://guard@db:5432/room', 's@cret')).toBe(
      'postgres://guard:s%40cret@db:5432/room',
    );
    expect(joinDatabasePassword('postgres://guard@db/room', null)).toBe('postgres://guard@db/room');
  });
});
