// The one error type handlers throw; the server turns it into an Error body with its status.

export class DemoHttpError extends Error {
  constructor(
    readonly status: number,
    readonly applicationMessage: string,
    readonly consumerMessage: string,
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(`${status}: ${applicationMessage}`);
    this.name = 'DemoHttpError';
  }
}

export const badRequest = (applicationMessage: string, consumerMessage: string): DemoHttpError =>
  new DemoHttpError(400, applicationMessage, consumerMessage);

export const unauthenticated = (applicationMessage: string, consumerMessage: string): DemoHttpError =>
  new DemoHttpError(401, applicationMessage, consumerMessage);

export const forbidden = (applicationMessage: string): DemoHttpError =>
  new DemoHttpError(403, applicationMessage, 'You do not have permission to view this data.');

export const notFound = (applicationMessage: string, consumerMessage: string): DemoHttpError =>
  new DemoHttpError(404, applicationMessage, consumerMessage);

export const unavailable = (applicationMessage: string, retryAfterSeconds: number): DemoHttpError =>
  new DemoHttpError(503, applicationMessage, 'The service is busy. Please try again shortly.', {
    'retry-after': String(retryAfterSeconds),
  });
