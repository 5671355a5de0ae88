import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import { DuplicateKeyError } from "../store/duplicate-key-error.js";
import { StoreUnavailableError } from "../store/store-unavailable-error.js";
import { failuresFromAjv } from "../validation/failure-from-ajv.js";
import { ValidationError } from "../validation/validation-error.js";
import { authChallenge } from "./auth-challenge.js";
import { errorBody } from "./error-body.js";
import { HttpError } from "./http-error.js";

/**
 * A unique field already taken: every error answer's fields, and the field in the validation answer's terms. An e-mail
 * is "registered"; any other field is said to be taken by another item, without naming the value or the item.
 */
function conflictBody(field: string): Record<string, unknown> {
  const message =
    field === "email" ? "email already registered" : `${field} must be unique: another item already has this value`;
  return { ...errorBody(409, message), valid: false, name: "unique", param: field };
}

/** Every error leaves as JSON: one shape for every status (ErrorBody), which validation failures and conflicts extend. */
export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  if (error.validation?.length) {
    const context = error.validationContext ?? "body";
    const data = context === "querystring" ? request.query : context === "params" ? request.params : request.body;
    const [first, ...rest] = failuresFromAjv(error.validation, data, context);
    if (first) return reply.status(400).send(new ValidationError([first, ...rest]).body());
  }
  if (error instanceof ValidationError) return reply.status(error.statusCode).send(error.body());
  if (error instanceof DuplicateKeyError) {
    return reply.status(409).send(conflictBody(error.field));
  }
  if (error instanceof StoreUnavailableError) {
    request.log.warn({ err: error }, "database unavailable");
    return reply.status(503).send(errorBody(503, error.message));
  }
  const statusCode = error.statusCode ?? 500;
  if (statusCode === 400) {
    // Malformed JSON and the like: still the validation shape, so a 400 always reads the same.
    const failure = { name: "malformed", param: "body", value: undefined, malformed: true, message: error.message };
    return reply.status(400).send(new ValidationError([failure]).body());
  }
  // An HttpError of 5xx says on purpose what is unavailable; anything else is a bug, answered without details.
  if (statusCode >= 500 && !(error instanceof HttpError)) {
    request.log.error(error);
    return reply.status(500).send(errorBody(500, "Something went wrong"));
  }
  // 401 means missing or invalid credentials, and says which ones the route takes; 403 is for a known user without the right.
  if (statusCode === 401) reply.header("www-authenticate", authChallenge(request));
  return reply.status(statusCode).send(errorBody(statusCode, error.message));
}
