// A piece of an export's lines as UTF-8, built on a helper thread and handed to the writer whole.
/**
 * UTF-8 bytes appended into one buffer, doubled as needed; handed over whole (transferred, not copied). Lines are
 * encoded one by one: a line is a tree of small strings that the encoder flattens first, and flattening many lines
 * at once costs more (a 64 KB batch holding one character beyond Latin-1, as one line in thirty does, is flattened
 * into two bytes a character).
 */
export class GrowingBytes {
  private buffer: Buffer;
  private length = 0;

  constructor(memory: ArrayBuffer) {
    this.buffer = Buffer.from(memory);
  }

  append(text: string): void {
    // UTF-8 takes at most 3 bytes per UTF-16 code unit.
    const needed = this.length + text.length * 3;
    if (needed > this.buffer.length) {
      const larger = Buffer.from(new ArrayBuffer(Math.max(needed, this.buffer.length * 2)));
      this.buffer.copy(larger, 0, 0, this.length);
      this.buffer = larger;
    }
    this.length += this.buffer.write(text, this.length);
  }

  view(): Uint8Array<ArrayBuffer> {
    return new Uint8Array(this.buffer.buffer as ArrayBuffer, this.buffer.byteOffset, this.length);
  }
}
