// The app's own refusals: what this monitor will not do as it stands (no service chosen, a feature of
// the other shell, an export or screen it does not hold), told apart from the service's answers.
import type { AppErrorKind } from './contract.js';

export class AppError extends Error {
  override name = 'AppError';

  constructor(
    readonly kind: AppErrorKind,
    message: string,
  ) {
    super(message);
  }
}
