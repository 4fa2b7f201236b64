import { ERROR_CODES, type ErrorCode, type ErrorDetail } from '../contracts/errors'

/** Services throw this; the error middleware turns it into the one error shape. */
export class AppError extends Error {
  readonly status: number
  constructor(
    readonly code: ErrorCode,
    readonly details?: ErrorDetail[],
    message?: string,
  ) {
    super(message ?? ERROR_CODES[code].message)
    this.name = 'AppError'
    this.status = ERROR_CODES[code].status
  }
}
