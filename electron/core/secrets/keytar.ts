export type Keytar = Pick<typeof import('keytar'), 'getPassword' | 'setPassword' | 'deletePassword'>;

let loading: Promise<Keytar> | undefined;

/**
 * Loads keytar on first use, so a machine where its native module cannot load still starts
 * (with the memory store) instead of failing at import time.
 */
export function loadKeytar(): Promise<Keytar> {
  loading ??= import('keytar').then(
    (module) => module.default,
    (error: unknown) => {
      throw new Error(`the keytar native module could not be loaded: ${messageOf(error)}`, { cause: error });
    },
  );
  return loading;
}

export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
