// cameras.*: a guard's live view of a door's camera, one frame per call, asked by the host (only it talks to
// cameras; the screen never learns the camera's address or credentials).
import { problemSentence } from '../../cameras/camera-problems.js';
import { AppError } from '../../../app-error.js';
import type { AppCore } from '../app-core.js';
import type { NamespaceHandlers } from './namespace.js';

export function camerasHandlers(this: AppCore): NamespaceHandlers<'cameras'> {
  return {
    'cameras.frame': async ({ customerGuid, doorGuid, cameraGuid }) => {
      const connection = await this.readyConnection();
      const takenAtMs = this.now();
      const picture = await connection.pictures.liveFrame(customerGuid, doorGuid, cameraGuid);
      if (!picture) throw new AppError('not-found', `The door ${doorGuid} has no camera ${cameraGuid}`);
      return picture.ok
        ? { takenAtMs, dataUrl: `data:image/jpeg;base64,${picture.jpeg.toString('base64')}`, problem: null }
        : {
            takenAtMs,
            dataUrl: null,
            problem: { kind: picture.kind, sentence: problemSentence(picture.kind), detail: picture.detail },
          };
    },
  };
}
