import type { ServerResponse } from "node:http";
import { listen, type RunningServer } from "./listen.js";

/** A real relay channel: a local server-sent events endpoint that tests push messages through. */
export interface SseRelayServer extends RunningServer {
  channelUrl: string;
  /** How many times clients connected so far. */
  connections(): number;
  /** Resolves once the channel has had `count` connections in all. */
  connected(count: number): Promise<void>;
  /** Sends `data` (JSON-encoded) as an unnamed message to every open connection. */
  send(data: unknown, event?: string): void;
  /** Sends raw text as the data of a message. */
  sendRaw(text: string): void;
  /** Cuts every open connection, as a relay restart or a network drop would. */
  drop(): void;
  /** Answers new connections with this status instead of a stream, or streams again with `undefined`. */
  refuseWith(status: number | undefined): void;
}

export async function startSseRelayServer(): Promise<SseRelayServer> {
  const open = new Set<ServerResponse>();
  const waiters: { count: number; resolve: () => void }[] = [];
  let total = 0;
  let refusal: number | undefined;
  const running = await listen((request, response) => {
    if (request.url !== "/channel") {
      response.writeHead(404).end();
      return;
    }
    if (refusal !== undefined) {
      response.writeHead(refusal).end();
      return;
    }
    response.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-store" });
    response.write("event: ready\ndata: {}\n\n");
    open.add(response);
    response.on("close", () => open.delete(response));
    total += 1;
    for (const waiter of waiters.filter(({ count }) => total >= count)) {
      waiters.splice(waiters.indexOf(waiter), 1);
      waiter.resolve();
    }
  });
  const write = (frame: string): void => {
    for (const response of open) response.write(frame);
  };
  return {
    ...running,
    channelUrl: `${running.origin}/channel`,
    connections: () => total,
    connected: (count) =>
      total >= count ? Promise.resolve() : new Promise((resolve) => waiters.push({ count, resolve })),
    send: (data, event) => write(`${event ? `event: ${event}\n` : ""}data: ${JSON.stringify(data)}\n\n`),
    sendRaw: (text) => write(`data: ${text}\n\n`),
    drop: () => {
      for (const response of open) response.destroy();
      open.clear();
    },
    refuseWith: (status) => {
      refusal = status;
    },
  };
}
