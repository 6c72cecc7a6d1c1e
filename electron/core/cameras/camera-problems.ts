// How a camera's failure reads to a guard: one sentence per kind, the details folded away beside it.
import type { CameraProblemKind } from './camera-picture.js';

const SENTENCES: Record<CameraProblemKind, string> = {
  offline: 'Camera offline',
  'not-answering': 'Camera not answering',
  'wrong-credentials': 'Camera refused the user name and password the service lists',
  'not-supported': 'This monitor cannot take pictures from this camera',
  'bad-answer': 'Camera answered without a picture',
};

export function problemSentence(kind: string): string {
  return SENTENCES[kind as CameraProblemKind] ?? SENTENCES['bad-answer'];
}

export function isProblemKind(kind: string): kind is CameraProblemKind {
  return Object.hasOwn(SENTENCES, kind);
}
