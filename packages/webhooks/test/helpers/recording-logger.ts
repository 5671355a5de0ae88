import type { Logger } from "../../src/create-logger.js";

type Level = keyof Logger;

/** A logger that keeps every line, so tests can assert what was reported and wait for it. */
export interface RecordingLogger extends Logger {
  /** Each call: its level, its arguments as one text, and the arguments themselves. */
  lines: { level: Level; text: string; data: unknown[] }[];
  /** Lines of one level, as text. */
  at(level: Level): string[];
  /** Resolves with the first line (already logged or to come) of `level` matching `pattern`. */
  waitFor(level: Level, pattern: RegExp): Promise<string>;
}

export function createRecordingLogger(): RecordingLogger {
  const lines: RecordingLogger["lines"] = [];
  const waiters: { level: Level; pattern: RegExp; resolve: (text: string) => void }[] = [];
  const record =
    (level: Level) =>
    (...data: unknown[]): void => {
      const text = data.map((item) => (item instanceof Error ? item.message : String(item))).join(" ");
      lines.push({ level, text, data });
      for (const waiter of [...waiters]) {
        if (waiter.level === level && waiter.pattern.test(text)) {
          waiters.splice(waiters.indexOf(waiter), 1);
          waiter.resolve(text);
        }
      }
    };
  return {
    lines,
    debug: record("debug"),
    info: record("info"),
    warn: record("warn"),
    error: record("error"),
    at: (level) => lines.filter((line) => line.level === level).map((line) => line.text),
    waitFor: (level, pattern) => {
      const found = lines.find((line) => line.level === level && pattern.test(line.text));
      if (found) return Promise.resolve(found.text);
      return new Promise((resolve) => waiters.push({ level, pattern, resolve }));
    },
  };
}
