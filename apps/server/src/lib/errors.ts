import { ERROR_STATUS, type ErrorBody, type ErrorCode, type FieldErrors } from '@boardhouse/shared/errors';

/** The one error type services throw; the error handler turns it into `{ error: { code, message, details } }`. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly details: unknown;

  constructor(code: ErrorCode, message: string, details?: unknown) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.details = details;
  }

  get statusCode(): number {
    return ERROR_STATUS[this.code];
  }

  toBody(): ErrorBody {
    return {
      error: {
        code: this.code,
        message: this.message,
        ...(this.details === undefined ? {} : { details: this.details }),
      },
    };
  }

  static validation(fields: FieldErrors, message = 'Some fields are not valid'): AppError {
    return new AppError('VALIDATION', message, { fields });
  }

  static notFound(name: string): AppError {
    return new AppError('NOT_FOUND', `The requested ${name} is not found`);
  }
}
