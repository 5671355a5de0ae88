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
 * `error` write to the console.
 */
export function createLogger(log: Partial<Logger> = {}): Logger {
  return {
    debug: log.debug ?? silent,
    info: log.info ?? silent,
    warn: log.warn ?? console.warn.bind(console),
    error: log.error ?? console.error.bind(console),
  };
}
