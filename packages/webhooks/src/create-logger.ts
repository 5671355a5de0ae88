/** Where the toolset reports what happens: a message, then any values worth showing with it. */
export interface Logger {
  debug: (message: string, ...data: unknown[]) => void;
  info: (message: string, ...data: unknown[]) => void;
  warn: (message: string, ...data: unknown[]) => void;
  error: (message: string, ...data: unknown[]) => void;
}

const silent = (): void => undefined;

/**
 * A complete logger from a partial one: missing `debug` and `info` do nothing, missing `warn` and
 * `error` write to the console (looked up at each call, so a console replaced later is used).
 */
export function createLogger(log: Partial<Logger> = {}): Logger {
  return {
    debug: log.debug ?? silent,
    info: log.info ?? silent,
    warn: log.warn ?? ((...data) => console.warn(...data)),
    error: log.error ?? ((...data) => console.error(...data)),
  };
}
