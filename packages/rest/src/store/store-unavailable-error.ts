/**
 * Thrown by an adapter when the database cannot answer now (down, restarting, too slow); the API answers 503 with
 * its message. The driver's error, whose words tell where the database is (`connect ECONNREFUSED 10.0.0.5:5432`),
 * is its cause: the log shows it, the answer does not.
 */
export class StoreUnavailableError extends Error {
  constructor(options?: ErrorOptions) {
    super("The database is unavailable; try again shortly", options);
    this.name = "StoreUnavailableError";
  }
}

/**
 * A driver's error as a StoreUnavailableError when it means the server cannot answer: the network,
 * PostgreSQL's connection errors (08...), shutdown or start-up (57P0...), a statement cut by the
 * timeout (57014), too many connections (53300), node-postgres's wait for a connection or an answer past its
 * timeout, MongoDB's network and server selection errors, SQLite's file held by another process past the busy
 * wait (SQLITE_BUSY).
 */
export function unavailable(error: unknown): StoreUnavailableError | undefined {
  const { code = "", name = "", message = "" } = error as { code?: string; name?: string; message?: string };
  const network = ["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "ENOTFOUND", "EAI_AGAIN"].includes(code);
  const server = /^(08|57P0|57014|53300|SQLITE_BUSY)/.test(code) || /^Mongo(Network|ServerSelection)Error$/.test(name);
  if (
    network ||
    server ||
    /Connection terminated|timeout exceeded when trying to connect|Query read timeout/.test(message)
  ) {
    return new StoreUnavailableError({ cause: error });
  }
  return undefined;
}

/** `collection` with every method's driver errors passed through `unavailable`, for a driver that throws from each call. */
export function answeringUnavailable<C extends object>(collection: C): C {
  const guarded = Object.entries(collection).map(([name, method]) => [
    name,
    async (...args: unknown[]) => {
      try {
        return await (method as (...args: unknown[]) => Promise<unknown>)(...args);
      } catch (error) {
        throw unavailable(error) ?? error;
      }
    },
  ]);
  return Object.fromEntries(guarded) as C;
}
