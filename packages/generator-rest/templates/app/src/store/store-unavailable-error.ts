/** Thrown by an adapter when the database cannot answer now (down, restarting, too slow); the API answers 503. */
export class StoreUnavailableError extends Error {
  constructor(detail: string, options?: ErrorOptions) {
    super(`The database is unavailable (${detail}); try again shortly`, options);
    this.name = "StoreUnavailableError";
  }
}

/**
 * A driver's error as a StoreUnavailableError when it means the server cannot answer: the network,
 * PostgreSQL's connection errors (08...), shutdown or start-up (57P0...), a statement cut by the
 * timeout (57014), too many connections (53300), MongoDB's network and server selection errors.
 */
export function unavailable(error: unknown): StoreUnavailableError | undefined {
  const { code = "", name = "", message = "" } = error as { code?: string; name?: string; message?: string };
  const network = ["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "ENOTFOUND", "EAI_AGAIN"].includes(code);
  const server = /^(08|57P0|57014|53300)/.test(code) || /^Mongo(Network|ServerSelection)Error$/.test(name);
  if (network || server || /Connection terminated|timeout exceeded when trying to connect/.test(message)) {
    return new StoreUnavailableError(message, { cause: error });
  }
  return undefined;
}
