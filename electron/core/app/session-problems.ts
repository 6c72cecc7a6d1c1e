// Why the watch stopped for want of a session: the banner's sentence and the NOT MONITORING cause.
export const SIGNED_OUT = {
  kind: 'signed-out',
  message: 'Nobody is signed in: the watched customers are not being watched until someone signs in',
} as const;

export const KEYCHAIN_LOCKED = {
  kind: 'keychain-locked',
  message:
    'The system keychain is locked and there is no session: unlock it (or sign in) so the monitor can watch again',
} as const;
