import type { ApiErrorBody } from '../../shared/api-error-body.ts';
import { errorCatalog, type ErrorCode } from '../../shared/errors.ts';

/** An error that the client may see: its code picks the status and the default message. */
export class ApiError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly fields: Record<string, string> | undefined;
  readonly headers: Record<string, string> | undefined;

  constructor(
    code: ErrorCode,
    options: { message?: string; fields?: Record<string, string>; headers?: Record<string, string>; cause?: unknown } = {},
  ) {
    super(options.message ?? errorCatalog[code].message, { cause: options.cause });
    this.name = 'ApiError';
    this.code = code;
    this.status = errorCatalog[code].status;
    this.fields = options.fields;
    this.headers = options.headers;
  }

  toBody(): ApiErrorBody {
    return { error: { code: this.code, message: this.message, ...(this.fields ? { fields: this.fields } : {}) } };
  }
}
