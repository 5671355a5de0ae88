import { Writable } from "node:stream";

export interface LogRecorder {
  /** Give it to the logger as its `stream`. */
  stream: Writable;
  /** The JSON lines written so far, parsed. */
  lines(): Record<string, unknown>[];
}

/** Keeps what a logger writes, so tests can read its JSON lines. */
export function logRecorder(): LogRecorder {
  const written: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      written.push(chunk.toString());
      done();
    },
  });
  return { stream, lines: () => written.map((line) => JSON.parse(line) as Record<string, unknown>) };
}
