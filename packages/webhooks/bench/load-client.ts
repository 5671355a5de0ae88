import { connect, type Socket } from "node:net";

export interface LoadOptions {
  port: number;
  path: string;
  headers: Record<string, string>;
  body: string;
  connections: number;
  /** How long new requests are sent; requests under way then finish and are counted. */
  seconds: number;
}

export interface LoadResult {
  /** Responses with a 2xx status. */
  ok: number;
  /** Responses with any other status. */
  failed: number;
  /** From the first request sent to the last response received. */
  seconds: number;
}

const headerEnd = Buffer.from("\r\n\r\n");
const contentLength = /\r\ncontent-length:[ \t]*(\d+)/i;

/**
 * A minimal HTTP/1.1 load generator: `connections` keep-alive connections, each sending the same
 * pre-serialised POST as soon as the previous answer is complete. It exists because the load
 * generator shares a 2-core machine with the server under test: autocannon spends more CPU per
 * request than a fast middleware does, so it, not the server, set the pace and squeezed every
 * ratio towards 1x. This client writes one prepared buffer and finds the end of each answer by
 * its content-length (both middlewares send one; an answer without it fails the run).
 */
export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const request = serialiseRequest(options);
  const result: LoadResult = { ok: 0, failed: 0, seconds: 0 };
  const start = process.hrtime.bigint();
  const stopAt = start + BigInt(Math.round(options.seconds * 1e9));
  const keepSending = (): boolean => process.hrtime.bigint() < stopAt;
  const connections = Array.from({ length: options.connections }, () =>
    runConnection(options.port, request, result, keepSending),
  );
  await Promise.all(connections);
  result.seconds = Number(process.hrtime.bigint() - start) / 1e9;
  return result;
}

function serialiseRequest({ port, path, headers, body }: LoadOptions): Buffer {
  const lines = [`POST ${path} HTTP/1.1`, `host: 127.0.0.1:${port}`, "connection: keep-alive"];
  for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
  lines.push(`content-length: ${Buffer.byteLength(body)}`, "", "");
  return Buffer.concat([Buffer.from(lines.join("\r\n"), "latin1"), Buffer.from(body)]);
}

/** One connection: request, wait for the whole answer, count it, again until `keepSending` says no. */
function runConnection(port: number, request: Buffer, result: LoadResult, keepSending: () => boolean): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket: Socket = connect({ port, host: "127.0.0.1", noDelay: true });
    let received: Buffer = Buffer.alloc(0);
    socket.on("connect", () => socket.write(request));
    socket.on("data", (chunk: Buffer) => {
      received = received.length === 0 ? chunk : Buffer.concat([received, chunk]);
      const length = answerLength(received);
      if (length === undefined) return;
      if (length < 0) {
        socket.destroy();
        reject(new Error(`an answer without content-length: ${received.toString("latin1", 0, 200)}`));
        return;
      }
      const status = received.toString("latin1", 9, 12);
      if (status.startsWith("2")) result.ok += 1;
      else result.failed += 1;
      received = received.subarray(length);
      if (keepSending()) socket.write(request);
      else socket.end();
    });
    socket.on("error", reject);
    socket.on("close", () => resolve());
  });
}

/** The byte length of the complete answer at the start of `received`; `undefined` while incomplete, -1 without content-length. */
function answerLength(received: Buffer): number | undefined {
  const end = received.indexOf(headerEnd);
  if (end === -1) return undefined;
  const match = contentLength.exec(received.toString("latin1", 0, end));
  if (match === null) return -1;
  const length = end + headerEnd.length + Number(match[1]);
  return received.length >= length ? length : undefined;
}
