import type { FastifyInstance } from "fastify";
import { ValidationError } from "../validation/validation-error.js";

/** Deeper than any body of this API; a deeper one is refused before anything walks it recursively. */
export const maxJsonDepth = 32;

/**
 * Parses JSON bodies as Fastify does (prototype poisoning refused), then refuses with 400 a body nested
 * deeper than `maxJsonDepth`: validating or answering such a body would exhaust the call stack.
 */
export function refuseDeepJson(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    parse(request, body.toString(), (error, value) => {
      if (error) return done(error);
      if (!isDeeperThan(value, maxJsonDepth)) return done(null, value);
      const message = `body must not be nested deeper than ${maxJsonDepth} levels`;
      done(new ValidationError([{ name: "depth", param: "body", value: undefined, depth: maxJsonDepth, message }]));
    });
  });
}

/** Walks without recursion, so that the walk itself cannot overflow the stack. */
function isDeeperThan(value: unknown, limit: number): boolean {
  const pending: [unknown, number][] = [[value, 0]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [item, depth] = next;
    if (typeof item !== "object" || item === null) continue;
    if (depth >= limit) return true;
    for (const child of Object.values(item)) pending.push([child, depth + 1]);
  }
  return false;
}
