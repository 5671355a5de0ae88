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
 * fields, then the original generator's validation fields. 409 instead for a body that fits its schema but not what is
 * stored, such as a reference to a document that is not there: the request was valid, the store's state refuses it.
 */
export class ValidationError extends Error {
  constructor(
    readonly failures: [Failure, ...Failure[]],
    readonly statusCode: 400 | 409 = 400,
  ) {
    super(failures[0].message);
    this.name = "ValidationError";
  }

  body(): Record<string, unknown> {
    return { ...errorBody(this.statusCode, this.message), valid: false, ...this.failures[0], errors: this.failures };
  }
}
