// A demo camera's picture: the door's name, the camera's clock to the tenth of a second and a block that
// moves, so that a person (and a test) can tell which moment a frame shows. The moment is also in the
// JPEG's comment segment, where a test reads it without reading pixels.
import { existsSync } from 'node:fs';
import { createCanvas, GlobalFonts } from '@napi-rs/canvas';

export const FRAME_WIDTH = 640;
export const FRAME_HEIGHT = 360;
/** The comment a frame carries: this prefix, then the moment as ISO 8601. */
export const FRAME_MOMENT_PREFIX = 'acs-demo-frame ';
// Debian's fonts-dejavu-core (the set-up installs it); elsewhere the system's own sans-serif.
const FONT_PATH = '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf';
const FONT_FAMILY = 'DemoCameraSans';
const JPEG_QUALITY = 70;

let fontRegistered = false;
function fontFamily(): string {
  if (!fontRegistered && existsSync(FONT_PATH))
    fontRegistered = GlobalFonts.registerFromPath(FONT_PATH, FONT_FAMILY) !== null;
  return fontRegistered ? FONT_FAMILY : 'sans-serif';
}

export interface FrameScene {
  doorName: string;
  cameraName: string;
  atMs: number;
}

/**
 * Painted with @napi-rs/canvas (Skia): about 10 ms a frame, where a pure-JavaScript painter's JPEG encoder
 * took 160 ms, too slow for ten live views at three frames a second.
 */
export async function paintFrame(scene: FrameScene): Promise<Buffer> {
  const canvas = createCanvas(FRAME_WIDTH, FRAME_HEIGHT);
  const context = canvas.getContext('2d');
  const family = fontFamily();
  context.fillStyle = '#1f2d3a';
  context.fillRect(0, 0, FRAME_WIDTH, FRAME_HEIGHT);
  // One sweep across the picture every 6 s: frames a tenth of a second apart differ visibly.
  const sweep = (scene.atMs % 6_000) / 6_000;
  context.fillStyle = '#e8b530';
  context.fillRect(Math.round(sweep * (FRAME_WIDTH - 60)), 230, 60, 60);
  context.fillStyle = '#ffffff';
  context.font = `40px ${family}`;
  context.fillText(scene.doorName, 24, 56);
  context.font = `48px ${family}`;
  context.fillText(`${new Date(scene.atMs).toISOString().slice(11, 21)} UTC`, 24, 120);
  context.font = `20px ${family}`;
  context.fillText(scene.cameraName, 24, 340);
  const jpeg = await canvas.encode('jpeg', JPEG_QUALITY);
  return withComment(jpeg, `${FRAME_MOMENT_PREFIX}${new Date(scene.atMs).toISOString()}`);
}

/** The JPEG with a comment segment (COM, 0xFFFE) right after its start-of-image marker. */
function withComment(jpeg: Buffer, comment: string): Buffer {
  const text = Buffer.from(comment, 'latin1');
  const segment = Buffer.alloc(4 + text.length);
  segment.writeUInt16BE(0xfffe, 0);
  segment.writeUInt16BE(text.length + 2, 2);
  text.copy(segment, 4);
  return Buffer.concat([jpeg.subarray(0, 2), segment, jpeg.subarray(2)]);
}

/** The moment a demo frame shows (its comment), or null for a JPEG without one. */
export function frameMoment(jpeg: Uint8Array): number | null {
  const text = Buffer.from(jpeg.subarray(0, 200)).toString('latin1');
  const at = text.indexOf(FRAME_MOMENT_PREFIX);
  if (at < 0) return null;
  const ms = Date.parse(text.slice(at + FRAME_MOMENT_PREFIX.length, at + FRAME_MOMENT_PREFIX.length + 24));
  return Number.isNaN(ms) ? null : ms;
}
