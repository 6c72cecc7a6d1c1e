// What a refused sign-in tells the guard: what went wrong and what to do, in words. The service's own
// sentence (with its status code) stays available under "Details" for whoever the guard calls. Keyed by
// the call error's kind (electron/contract.ts CallErrorKind).

const WORDS: Record<string, string> = {
  unauthenticated: 'The user name or password is not right. Check both (and Caps Lock), then try again.',
  forbidden: 'This user may not use the monitor. Ask whoever runs the access control service to allow it.',
  network: 'The service cannot be reached. Check this computer’s network, then try again.',
  'deadline-exceeded': 'The service took too long to answer. Try again in a minute.',
  unavailable: 'The service is busy just now. Try again in a minute.',
  'server-error': 'The service failed to answer. Try again in a minute; if it goes on, call its support.',
};

export function signInRefusal(error: { kind: string; message: string }): {
  sentence: string;
  detail: string | null;
} {
  const sentence = WORDS[error.kind];
  return sentence ? { sentence, detail: error.message } : { sentence: error.message, detail: null };
}
