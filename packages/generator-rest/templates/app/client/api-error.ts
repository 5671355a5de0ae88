import type { ApiErrorBody } from "./generated/routes.js";

/** What an error answer holds: one the routes document, or a plain one (from a proxy in between, say). */
export type ErrorAnswer = ApiErrorBody | { statusCode: number; error: string; message: string };

/** An error answer of the API: its status and its body, e.g. `{ valid: false, name, param, message }`. */
export class ApiError extends Error {
  override readonly name = "ApiError";

  constructor(
    readonly route: string,
    readonly status: number,
    readonly body: ErrorAnswer,
  ) {
    super(`${route} answered ${status}: ${body.message}`);
  }
}
