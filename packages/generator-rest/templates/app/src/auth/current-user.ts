import type { FastifyRequest } from "fastify";
import type { StoredUser } from "../users/user.js";
import { HttpError } from "@hostkit/rest";

declare module "fastify" {
  interface FastifyRequest {
    /** Set by the auth guards that identify a user. */
    user: StoredUser | null;
  }
}

/** The user a guard identified; only a route without such a guard gets the 401. */
export function currentUser(request: FastifyRequest): StoredUser {
  if (!request.user) throw new HttpError(401, "Sign in first");
  return request.user;
}
