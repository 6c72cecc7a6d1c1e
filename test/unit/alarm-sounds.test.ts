// The alarm sounds a guard must hear in a control room: long enough, loud, and the critical one
// unlike the ordinary one (files made by scripts/make-sounds.mjs).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

function pcm(name: string): { seconds: number; samples: Int16Array } {
  const file = readFileSync(new URL(`../../renderer/public/sounds/${name}`, import.meta.url));
  expect(file.toString('latin1', 0, 4)).toBe('RIFF');
  const rate = file.readUInt32LE(24);
  const data = file.subarray(44);
  const samples = new Int16Array(data.buffer, data.byteOffset, data.length / 2);
  return { seconds: samples.length / rate, samples };
}

/** Zero crossings a second: a rough pitch, enough to tell two sounds apart. */
function crossingsPerSecond({ seconds, samples }: { seconds: number; samples: Int16Array }): number {
  let crossings = 0;
  for (let i = 1; i < samples.length; i++) if (samples[i - 1]! < 0 !== samples[i]! < 0) crossings += 1;
  return crossings / seconds;
}

describe('the alarm sounds', () => {
  const alarm = pcm('alarm.wav');
  const critical = pcm('critical.wav');

  it('last long enough to be heard (not a 0.3 s chirp) and play loud', () => {
    expect(alarm.seconds).toBeGreaterThanOrEqual(1.5);
    expect(critical.seconds).toBeGreaterThan(alarm.seconds);
    for (const { samples } of [alarm, critical]) expect(Math.max(...samples.map(Math.abs))).toBeGreaterThan(20_000);
  });

  it('differ: the critical siren sounds all through, the alarm beeps with silence between', () => {
    const silentShare = ({ samples }: { samples: Int16Array }) =>
      samples.filter((s) => Math.abs(s) < 100).length / samples.length;
    expect(silentShare(alarm)).toBeGreaterThan(0.4);
    expect(silentShare(critical)).toBeLessThan(0.1);
    expect(Math.abs(crossingsPerSecond(alarm) - crossingsPerSecond(critical))).toBeGreaterThan(100);
  });
});
