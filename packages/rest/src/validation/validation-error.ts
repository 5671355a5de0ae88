import { errorBody } from "../errors/error-body.js";

/** One failing field in the original generator's error shape: the rule's limit sits under the rule's name. */
export interface Failure {
  name: string;
  param: string;
  value: unknown;
  message: string;
  [rule: string]: unknown;
}

/**
 * Answered as 400 `{statusCode, error, valid: false, ...firstFailure, errors: [...allFailures]}`: every error answer's
 * fields, then the original generator's validation fields.
 */
export class ValidationError extends Error {
  readonly statusCode = 400;

  constructor(readonly failures: [Failure, ...Failure[]]) {
    super(failures[0].message);
    this.name = "ValidationError";
  }

  body(): Record<string, unknown> {
    return { ...errorBody(400, this.message), valid: false, ...this.failures[0], errors: this.failures };
  }
}
