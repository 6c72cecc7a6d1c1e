// A live view's stream is cut into the pictures in it however its bytes arrive: split anywhere, with
// multipart headers between pictures, and with byte values in a picture's tables that look like its end.
import { describe, expect, it } from 'vitest';
import { JpegSplitter } from '../../electron/core/cameras/jpeg-splitter.js';

/** A minimal JPEG's shape: SOI, a table segment (holding FF D9 as data), SOS, scan data with a stuffed FF, EOI. */
function picture(fill: number): Buffer {
  const table = Buffer.from([0xff, 0xdb, 0x00, 0x06, 0xff, 0xd9, fill, 0x01]);
  const scanHeader = Buffer.from([0xff, 0xda, 0x00, 0x04, 0x01, 0x00]);
  const scan = Buffer.from([fill, 0xff, 0x00, fill, 0xff, 0xd0, fill]);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), table, scanHeader, scan, Buffer.from([0xff, 0xd9])]);
}

describe('JpegSplitter', () => {
  it('gives each picture whole, from an MJPEG stream cut at every byte', () => {
    const part = (jpeg: Buffer) =>
      Buffer.concat([
        Buffer.from(`--frame\r\nContent-Type: image/jpeg\r\nContent-Length: ${jpeg.length}\r\n\r\n`),
        jpeg,
      ]);
    const stream = Buffer.concat([part(picture(1)), Buffer.from('\r\n'), part(picture(2)), Buffer.from('\r\n')]);
    const splitter = new JpegSplitter(1024);
    const found: Buffer[] = [];
    for (let at = 0; at < stream.length; at++) found.push(...splitter.push(stream.subarray(at, at + 1)));
    expect(found).toEqual([picture(1), picture(2)]);
  });

  it('gives pictures that arrive back to back in one chunk', () => {
    const splitter = new JpegSplitter(1024);
    expect(splitter.push(Buffer.concat([picture(3), picture(4), picture(5).subarray(0, 9)]))).toEqual([
      picture(3),
      picture(4),
    ]);
    expect(splitter.push(picture(5).subarray(9))).toEqual([picture(5)]);
  });

  it('refuses a picture that grows past its limit rather than keep it all in memory', () => {
    const splitter = new JpegSplitter(64);
    const endless = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xda, 0x00, 0x02]), Buffer.alloc(100, 7)]);
    expect(() => splitter.push(endless)).toThrow('a picture larger than 64 bytes');
  });
});
