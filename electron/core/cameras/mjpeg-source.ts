// A camera's own MJPEG stream (Axis's VAPIX offers one) for live view: one request held open, its parts
// read as they come, instead of a snapshot request several times a second.
import type { Readable } from 'node:stream';
import { openCameraRequest, type CameraProblem, type CameraRequest } from './camera-picture.js';
import type { StreamSource } from './frame-stream.js';

export async function openMjpeg(request: CameraRequest): Promise<StreamSource | CameraProblem> {
  const answer = await openCameraRequest(request, 'multipart/x-mixed-replace, image/jpeg');
  if (!answer.ok) return answer;
  const body: Readable = answer.body;
  const ended = new Promise<CameraProblem>((resolve) => {
    body.once('error', () => resolve({ ok: false, kind: 'not-answering', detail: 'the camera stopped its stream' }));
    body.once('close', () => resolve({ ok: false, kind: 'not-answering', detail: 'the camera ended its stream' }));
  });
  return { bytes: body, ended, stop: () => void body.destroy() };
}
