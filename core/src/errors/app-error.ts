/**
 * The one error type of the domain. Route builders map `code` to an HTTP status with
 * `statusForErrorCode`; users see `message` (the spec's wording) or the generic fallback.
 */
export const GENERIC_ERROR_MESSAGE = 'Sorry, an error has occurred. Please contact support if the issue persists.';

export type AppErrorCode =
  | 'BAD_REQUEST'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'RATE_LIMITED'
  | 'INTERNAL';

const STATUS: Record<AppErrorCode, number> = {
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
};

export class AppError extends Error {
  readonly code: AppErrorCode;
  /** Optional field the message belongs to, so forms can show it inline. */
  readonly field: string | undefined;

  constructor(code: AppErrorCode, message: string, options?: { field?: string; cause?: unknown }) {
    super(message, options?.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.field = options?.field;
  }

  get status(): number {
    return STATUS[this.code];
  }
}

export function statusForErrorCode(code: AppErrorCode): number {
  return STATUS[code];
}

export function isAppError(value: unknown): value is AppError {
  return value instanceof AppError;
}
