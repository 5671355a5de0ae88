/** One failing field in the original generator's error shape: the rule's limit sits under the rule's name. */
export interface Failure {
  name: string;
  param: string;
  value: unknown;
  message: string;
  [rule: string]: unknown;
}

/** Answered as 400 `{valid: false, ...firstFailure, errors: [...allFailures]}`. */
export class ValidationError extends Error {
  readonly statusCode = 400;

  constructor(readonly failures: [Failure, ...Failure[]]) {
    super(failures[0].message);
    this.name = "ValidationError";
  }

  body(): Record<string, unknown> {
    return { valid: false, ...this.failures[0], errors: this.failures };
  }
}
