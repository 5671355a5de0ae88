import type { MiddlewareOptions } from "../../src/middleware/middleware-options.js";
import { createNodeMiddleware } from "../../src/middleware/node/create-node-middleware.js";
import { createWebMiddleware } from "../../src/middleware/web/create-web-middleware.js";
import type { Webhooks } from "../../src/webhooks.js";
import { listen } from "../helpers/listen.js";

export interface Sent {
  method?: string;
  path?: string;
  headers?: Record<string, string>;
  body?: string | Uint8Array | ReadableStream<Uint8Array>;
}

export interface Answer {
  status: number;
  contentType: string | null;
  json: Record<string, unknown>;
}

export interface Endpoint {
  send(request: Sent): Promise<Answer>;
  close(): Promise<void>;
}

/** One way of running the middleware: the Node adapter behind a real server, or the Web adapter. */
export interface Transport {
  name: string;
  start(webhooks: Webhooks, options?: MiddlewareOptions): Promise<Endpoint>;
}

const defaultPath = "/api/host/webhooks";

async function answerOf(response: Response): Promise<Answer> {
  return {
    status: response.status,
    contentType: response.headers.get("content-type"),
    json: (await response.json()) as Record<string, unknown>,
  };
}

function requestInit({ method = "POST", headers = {}, body }: Sent): RequestInit {
  return {
    method,
    headers,
    body: body as RequestInit["body"],
    ...(body instanceof ReadableStream ? { duplex: "half" } : {}),
  };
}

export const nodeTransport: Transport = {
  name: "createNodeMiddleware behind node:http",
  async start(webhooks, options) {
    const middleware = createNodeMiddleware(webhooks, options);
    const server = await listen((request, response) => {
      if (middleware(request, response) === false) {
        response.writeHead(418, { "content-type": "application/json" }).end('{"outside":true}');
      }
    });
    return {
      send: async (sent) => answerOf(await fetch(server.origin + (sent.path ?? defaultPath), requestInit(sent))),
      close: server.close,
    };
  },
};

export const webTransport: Transport = {
  name: "createWebMiddleware with Request",
  async start(webhooks, options) {
    const middleware = createWebMiddleware(webhooks, options);
    return {
      async send(sent) {
        const request = new Request(`http://localhost${sent.path ?? defaultPath}`, requestInit(sent));
        const response = await middleware(request);
        return answerOf(response ?? Response.json({ outside: true }, { status: 418 }));
      },
      close: () => Promise.resolve(),
    };
  },
};
