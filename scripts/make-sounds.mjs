// Writes the two alarm sounds into renderer/public/sounds/, distinct and long enough to be heard
// in a control room (16-bit mono WAV, 22.05 kHz):
//   alarm.wav    2.0 s: three pairs of a falling two-tone beep (960 Hz then 720 Hz), like a pager;
//   critical.wav 3.0 s: a siren sweeping 600 → 1400 Hz and back, three times, with a harsh edge.
// Each plays again on every escalation (the renderer restarts it). Run: node scripts/make-sounds.mjs
import { mkdirSync, writeFileSync } from 'node:fs';

const RATE = 22_050;
const OUT = new URL('../renderer/public/sounds/', import.meta.url);

/** Samples in [-1, 1] as a 16-bit mono WAV file. */
function wav(samples) {
  const data = Buffer.alloc(samples.length * 2);
  samples.forEach((s, i) => data.writeInt16LE(Math.round(Math.max(-1, Math.min(1, s)) * 32_000), i * 2));
  const head = Buffer.alloc(44);
  head.write('RIFF', 0);
  head.writeUInt32LE(36 + data.length, 4);
  head.write('WAVEfmt ', 8);
  head.writeUInt32LE(16, 16);
  head.writeUInt16LE(1, 20); // PCM
  head.writeUInt16LE(1, 22); // mono
  head.writeUInt32LE(RATE, 24);
  head.writeUInt32LE(RATE * 2, 28);
  head.writeUInt16LE(2, 32);
  head.writeUInt16LE(16, 34);
  head.write('data', 36);
  head.writeUInt32LE(data.length, 40);
  return Buffer.concat([head, data]);
}

/** 8 ms fades at both ends of each tone, so that no tone clicks. */
function envelope(t, length) {
  return Math.min(1, t / 0.008, (length - t) / 0.008);
}

function alarm() {
  const samples = new Float32Array(RATE * 2);
  const beep = 0.14;
  // Pairs start at 0, 0.65 and 1.3 s: high tone, short gap, low tone.
  for (const start of [0, 0.65, 1.3]) {
    for (const [offset, hz] of [
      [0, 960],
      [0.18, 720],
    ]) {
      const from = Math.round((start + offset) * RATE);
      for (let i = 0; i < beep * RATE; i++) {
        const t = i / RATE;
        // A square-ish tone (fundamental and odd harmonics) carries over room noise better than a sine.
        const w = 2 * Math.PI * hz * t;
        samples[from + i] = 0.85 * envelope(t, beep) * (Math.sin(w) + Math.sin(3 * w) / 3 + Math.sin(5 * w) / 5);
      }
    }
  }
  return samples;
}

function critical() {
  const length = 3;
  const samples = new Float32Array(RATE * length);
  let phase = 0;
  for (let i = 0; i < samples.length; i++) {
    const t = i / RATE;
    const sweep = t % 1 < 0.5 ? (t % 1) / 0.5 : (1 - (t % 1)) / 0.5; // up then down, once a second
    phase += (2 * Math.PI * (600 + 800 * sweep)) / RATE;
    samples[i] = 0.55 * envelope(t, length) * (Math.sin(phase) + 0.5 * Math.sign(Math.sin(phase)));
  }
  return samples;
}

mkdirSync(OUT, { recursive: true });
writeFileSync(new URL('alarm.wav', OUT), wav(alarm()));
writeFileSync(new URL('critical.wav', OUT), wav(critical()));
