import closeWithGrace from "close-with-grace";
import type { FastifyInstance } from "fastify";

/** How long requests in flight and the store (or Redis) may take to close before the process exits anyway. */
export const closeDelayMs = 10_000;

/**
 * On SIGINT or SIGTERM (or an uncaught error), stops taking requests, lets those in flight finish and closes
 * the store, within `closeDelayMs`; what goes wrong on the way is logged, and the exit code says it.
 */
export function closeOnSignals(app: FastifyInstance, delay = closeDelayMs): void {
  closeWithGrace({ delay, logger: app.log }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, "closing after an uncaught error");
    else app.log.info(`${signal ?? "exit"}: closing`);
    await app.close();
  });
}
