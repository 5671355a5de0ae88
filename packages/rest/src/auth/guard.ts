import type { FastifyReply, FastifyRequest } from "fastify";
import { HttpError } from "../errors/http-error.js";

/**
 * A route's `preValidation` hook: it rejects (401 without valid credentials, 403 for a user who lacks the right,
 * 429 for an account under attack) before the body or query is even validated.
 */
export type Guard = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/**
 * The names whose guard the request passes, without refusing the request; a name without a guard passes. A
 * route expands or checks the documents of another group only where that group's own routes would answer the
 * caller. A guard's 401 or 403 leaves its name out; any other error, such as a store that is down, is the
 * request's.
 */
export async function filterByGuards(
  names: readonly string[],
  guards: Readonly<Partial<Record<string, Guard>>>,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<string[]> {
  const passed: string[] = [];
  for (const name of names) {
    const guard = Object.hasOwn(guards, name) ? guards[name] : undefined;
    if (guard && !(await passes(guard, request, reply))) continue;
    passed.push(name);
  }
  return passed;
}

async function passes(guard: Guard, request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
  try {
    await guard(request, reply);
    return true;
  } catch (error) {
    if (error instanceof HttpError && (error.statusCode === 401 || error.statusCode === 403)) return false;
    throw error;
  }
}
