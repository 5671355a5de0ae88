import { Writable } from "node:stream";

/** Keeps what a logger writes (give it `stream`), so tests can read its JSON lines. */
export function logRecorder(): { stream: Writable; lines(): Record<string, unknown>[] } {
  const written: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      written.push(chunk.toString());
      done();
    },
  });
  return { stream, lines: () => written.map((line) => JSON.parse(line) as Record<string, unknown>) };
}
