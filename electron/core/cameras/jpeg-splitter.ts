// Cuts a byte stream into the JPEG pictures in it: an MJPEG stream's parts (whatever headers sit between
// them) or ffmpeg's pictures one after another. It follows the JPEG's own markers (segment lengths up to the
// scan, then the scan's byte stuffing) rather than searching for an end marker that a table may contain.
const SOI = 0xd8;
const EOI = 0xd9;
const SOS = 0xda;

export class JpegSplitter {
  private pending: Buffer = Buffer.alloc(0);

  constructor(private readonly maxBytes: number) {}

  /** The pictures completed by `chunk`; throws when one grows past the limit. */
  push(chunk: Buffer): Buffer[] {
    this.pending = this.pending.length ? Buffer.concat([this.pending, chunk]) : chunk;
    const pictures: Buffer[] = [];
    for (;;) {
      const start = this.pending.indexOf(Buffer.from([0xff, SOI]));
      if (start < 0) {
        this.pending = this.pending.subarray(Math.max(0, this.pending.length - 1));
        return pictures;
      }
      const end = pictureEnd(this.pending, start);
      if (end === 'not-a-picture') {
        this.pending = this.pending.subarray(start + 2);
        continue;
      }
      if (end === null) {
        this.pending = this.pending.subarray(start);
        if (this.pending.length > this.maxBytes) throw new Error(`a picture larger than ${this.maxBytes} bytes`);
        return pictures;
      }
      pictures.push(Buffer.from(this.pending.subarray(start, end)));
      this.pending = this.pending.subarray(end);
    }
  }
}

/** Where the picture starting at `start` ends (just past its end marker), or null if it has not yet. */
function pictureEnd(bytes: Buffer, start: number): number | null | 'not-a-picture' {
  let at = start + 2;
  // Segments, each with its length, up to the start of the scan.
  for (;;) {
    if (at + 4 > bytes.length) return null;
    if (bytes[at] !== 0xff) return 'not-a-picture';
    const marker = bytes[at + 1]!;
    if (marker === 0xff) {
      at++;
      continue;
    }
    if (marker === EOI) return at + 2;
    at += 2 + bytes.readUInt16BE(at + 2);
    if (marker === SOS) break;
  }
  // The scan: 0xFF is followed by 0x00 (a stuffed byte) or a restart marker, until the end marker.
  for (;;) {
    const ff = bytes.indexOf(0xff, at);
    if (ff < 0 || ff + 1 >= bytes.length) return null;
    const next = bytes[ff + 1]!;
    if (next === EOI) return ff + 2;
    at = ff + (next === 0xff ? 1 : 2);
  }
}
