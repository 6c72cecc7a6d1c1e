// The picture storage's contract: the frames kept with an alarm and why a camera gave none, whichever engine keeps
// them. Run by storage-sqlite.test.ts. Only the workstation's SQLite cache keeps these rows: a control room keeps
// its pictures in its own tables (room-pictures.test.ts), so no PostgreSQL engine is run against this contract.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CameraProblemRow, PictureStorage } from '../../electron/core/storage/picture-storage.js';

/** The picture storage over one fresh place (a file). */
export interface PicturePlace {
  pictures: PictureStorage;
  remove(): Promise<void>;
}

const T0 = Date.UTC(2026, 10, 26, 3, 0);
const LOBBY = 'cam-lobby';
const YARD = 'cam-yard';

const frame = (alarmId: number, cameraGuid: string, takenAtMs: number, byte: number) => ({
  alarmId,
  cameraGuid,
  cameraName: cameraGuid === LOBBY ? 'Lobby' : 'Yard',
  takenAtMs,
  jpeg: Uint8Array.of(0xff, 0xd8, byte),
});

const offline = (cameraGuid: string, triedAtMs: number, detail = 'no answer'): CameraProblemRow => ({
  cameraGuid,
  cameraName: cameraGuid === LOBBY ? 'Lobby' : 'Yard',
  kind: 'offline',
  detail,
  triedAtMs,
});

export function pictureStorageContract(engine: string, createPlace: () => Promise<PicturePlace>): void {
  describe(`the picture storage on ${engine}`, () => {
    let place: PicturePlace;
    let pictures: PictureStorage;

    beforeEach(async () => {
      place = await createPlace();
      pictures = place.pictures;
    });
    afterEach(() => place.remove());

    it("keeps an alarm's frames with their bytes, by camera then time, apart from other alarms'", async () => {
      const yard = await pictures.add(frame(1, YARD, T0, 1));
      const lobbyLater = await pictures.add(frame(1, LOBBY, T0 + 500, 2));
      const lobby = await pictures.add(frame(1, LOBBY, T0, 3));
      await pictures.add(frame(2, LOBBY, T0, 4));
      const kept = await pictures.pictures(1);
      expect(kept.map((picture) => picture.pictureId)).toEqual([lobby, lobbyLater, yard]);
      expect(kept[0]).toMatchObject({ cameraGuid: LOBBY, cameraName: 'Lobby', takenAtMs: T0 });
      expect([...kept[0]!.jpeg]).toEqual([0xff, 0xd8, 3]);
      expect(await pictures.pictures(3)).toEqual([]);
    });

    it("keeps a camera's latest problem per alarm, and forgets it once the camera gives a picture", async () => {
      await pictures.setProblem(1, offline(YARD, T0));
      await pictures.setProblem(1, offline(YARD, T0 + 1_000, 'wrong password'));
      await pictures.setProblem(1, offline(LOBBY, T0));
      await pictures.setProblem(2, offline(YARD, T0));
      expect(await pictures.problems(1)).toEqual([offline(LOBBY, T0), offline(YARD, T0 + 1_000, 'wrong password')]);
      await pictures.add(frame(1, LOBBY, T0 + 2_000, 1));
      expect(await pictures.problems(1)).toEqual([offline(YARD, T0 + 1_000, 'wrong password')]);
      expect(await pictures.problems(2)).toEqual([offline(YARD, T0)]);
    });

    it('lets pictures and problems older than the retention go, and says how many pictures went', async () => {
      await pictures.add(frame(1, LOBBY, T0, 1));
      await pictures.add(frame(1, YARD, T0 + 10_000, 2));
      await pictures.setProblem(2, offline(YARD, T0));
      await pictures.setProblem(3, offline(YARD, T0 + 10_000));
      expect(await pictures.pruneBefore(T0 + 10_000)).toBe(1);
      expect((await pictures.pictures(1)).map((picture) => picture.cameraGuid)).toEqual([YARD]);
      expect(await pictures.problems(2)).toEqual([]);
      expect(await pictures.problems(3)).toHaveLength(1);
      expect(await pictures.pruneBefore(T0 + 10_000)).toBe(0);
    });
  });
}
