// Text from the service (its messages, customer and door names, notes typed on a remote screen) as the
// terminal may show it: escape sequences removed whole (a colour, a cleared screen, a window title, a
// hyperlink), every other control character (C0, DEL, C1) replaced, and the bidi controls that make
// text read in another order than it is stored (Trojan Source) removed. `--json` needs none of this:
// JSON escapes C0 itself, and jsonLine() below escapes the rest.
import { Writable } from 'node:stream';

/** ESC or the C1 introducer (CSI U+009B, OSC U+009D, …), with what it introduces, up to its end. */
const ESCAPE_SEQUENCE =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /(?:\u001b\[|\u009b)[0-?]*[ -/]*[@-~]?|(?:\u001b[\]PX^_]|[\u0090\u0098\u009d-\u009f])[^\u0007\u001b\u009c]*(?:\u0007|\u001b\\|\u009c)?|\u001b[ -/]*[0-~]?/g;
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g;
// eslint-disable-next-line no-control-regex -- as above, with the line breaks and tabs
const CONTROL_OR_BREAK = /[\u0000-\u001f\u007f-\u009f]/g;
/** Arabic letter mark, LRM, RLM, the embeddings and overrides, the isolates. */
const BIDI = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/**
 * `text` safe for a terminal: escape sequences and bidi controls dropped, other control characters
 * shown as U+FFFD. Line breaks and tabs stay unless `oneLine` (a table cell, one error line): then
 * they become spaces.
 */
export function terminalText(text: string, options: { oneLine?: boolean } = {}): string {
  const visible = text.replace(ESCAPE_SEQUENCE, '').replace(BIDI, '');
  return options.oneLine
    ? visible.replace(CONTROL_OR_BREAK, (char) => (char === '\n' || char === '\t' || char === '\r' ? ' ' : '\ufffd'))
    : visible.replace(/\r\n/g, '\n').replace(CONTROL, '\ufffd');
}

/** The characters JSON.stringify leaves raw that a terminal may act on: C1 controls, DEL, bidi controls. */
const RAW_IN_JSON = /[\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** One JSON text whose strings hold the same values, with nothing a terminal acts on left raw. */
export function jsonLine(value: unknown): string {
  return JSON.stringify(value).replace(RAW_IN_JSON, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/**
 * A stream that passes text on through terminalText (line breaks kept): for stderr, which only ever
 * carries words for the operator (errors, warnings, progress), many of them the service's.
 */
export function terminalStream(target: Writable): Writable {
  return new Writable({
    decodeStrings: false,
    write(chunk: string | Buffer, _encoding, done) {
      target.write(terminalText(typeof chunk === 'string' ? chunk : chunk.toString('utf8')));
      done();
    },
  });
}
