// The icons electron-builder packs: every size the targets take, each the size its name says.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const resource = (name: string) => readFileSync(new URL(`../../resources/${name}`, import.meta.url));

function pngSize(data: Buffer): [number, number] {
  expect(data.subarray(1, 4).toString('ascii')).toBe('PNG');
  return [data.readUInt32BE(16), data.readUInt32BE(20)];
}

describe('the app icons', () => {
  it('icon.png is 1024 px and Linux has every size from 16 to 512', () => {
    expect(pngSize(resource('icon.png'))).toEqual([1024, 1024]);
    for (const size of [16, 32, 48, 64, 128, 256, 512]) {
      expect(pngSize(resource(`icons/${size}x${size}.png`))).toEqual([size, size]);
    }
  });

  it('icon.ico holds 16 to 256 px (electron-builder refuses one under 256)', () => {
    const ico = resource('icon.ico');
    const sizes = Array.from({ length: ico.readUInt16LE(4) }, (_, index) => ico[6 + index * 16] || 256);
    expect(sizes).toEqual([16, 32, 48, 64, 128, 256]);
  });

  it('icon.icns holds 1024 px (ic10) and its length adds up', () => {
    const icns = resource('icon.icns');
    expect(icns.subarray(0, 4).toString('ascii')).toBe('icns');
    expect(icns.readUInt32BE(4)).toBe(icns.length);
    const types: string[] = [];
    for (let at = 8; at < icns.length; at += icns.readUInt32BE(at + 4))
      types.push(icns.subarray(at, at + 4).toString('ascii'));
    expect(types).toContain('ic10');
  });
});
