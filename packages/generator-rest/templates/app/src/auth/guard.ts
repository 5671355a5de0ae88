import type { FastifyReply, FastifyRequest } from "fastify";

/** A route's `preValidation` hook: it rejects (401 without valid credentials, 403 for a user who lacks the right, 429 for an account under attack) before the body or query is even validated. */
export type Guard = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
