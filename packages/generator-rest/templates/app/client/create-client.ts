import { endpoint, type EndpointOptions, type RequestOptions } from "@hostkit/endpoint";
import { ApiError, type ErrorAnswer } from "./api-error.js";
import type { Routes } from "./generated/routes.js";

export interface ClientOptions {
  /** Where the API answers, e.g. `https://api.example.com`. */
  baseUrl: string;
  /**
   * A user token, sent as a Bearer header. The master key may go here only in code that runs on your own
   * servers: whoever holds it can create administrators, so a browser or mobile app never gets it (its
   * sign-up and password sign-in go through a server of yours that adds the key).
   */
  token?: string;
  /** Sends the requests; the global `fetch` by default. */
  fetch?: typeof fetch;
  /** Milliseconds a request may take, answer read, before it rejects: 30,000 by default; 0 waits for as long as it takes. */
  timeout?: number;
}

/** What a call may add to its parameters: headers such as a sign-in's `authorization`, and how long to wait. */
export interface CallOptions {
  headers?: Record<string, string>;
  /** `signal` cancels the request; `timeout` replaces the client's for this call. */
  request?: { signal?: AbortSignal; timeout?: number };
}

/** The parameters of a call, which may be left out when every one is optional. */
type CallArguments<P> = Partial<P> extends P ? [parameters?: P & CallOptions] : [parameters: P & CallOptions];

export type Route = keyof Routes;
export type RouteParameters<R extends Route> = Routes[R]["parameters"];
export type RouteAnswer<R extends Route> = Routes[R]["response"];

/** A whole answer: its status, its headers (`X-Total-Count`, `Link`, ...) and its JSON. */
export interface Answer<R extends Route> {
  status: number;
  headers: Headers;
  body: RouteAnswer<R>;
}

/** The routes that answer a list in pages, each page linking to the next. */
export type ListRoute = { [R in Route]: "after" extends keyof RouteParameters<R> ? R : never }[Route];

export interface Client {
  /** Sends `route` with its parameters; answers the API's JSON, or throws an `ApiError` carrying the error body. */
  request<R extends Route>(route: R, ...parameters: CallArguments<RouteParameters<R>>): Promise<RouteAnswer<R>>;
  /** As `request`, answering the status and headers with the JSON: `(await api.send("GET /users", { total: true })).headers.get("x-total-count")`. */
  send<R extends Route>(route: R, ...parameters: CallArguments<RouteParameters<R>>): Promise<Answer<R>>;
  /**
   * Every page of a list, from the one its parameters name on, each read when the loop asks for it by
   * following the Link header's `next`: `for await (const users of api.pages("GET /users", { limit: 100 }))`.
   * A `next` link to another origin than `baseUrl`'s throws instead of being followed.
   */
  pages<R extends ListRoute>(route: R, ...parameters: CallArguments<RouteParameters<R>>): AsyncGenerator<RouteAnswer<R>, void, undefined>;
}

/** A client of the API; requests are built by `@hostkit/endpoint` and sent with `fetch`. */
export function createClient({ baseUrl, token, fetch: send = globalThis.fetch, timeout = 30_000 }: ClientOptions): Client {
  const build = endpoint.defaults({
    baseUrl,
    headers: { accept: "application/json", ...(token === undefined ? {} : { authorization: `Bearer ${token}` }) },
  });
  /** Sends a request as `route` was built, and answers its JSON with the response it came in. */
  const call = async (route: Route, { method, url, headers, body: built, request }: RequestOptions) => {
    // A route that takes a body takes an object, even when every field of it is optional and none is sent.
    const body = built === undefined && /^(post|put|patch)$/.test(method) ? {} : built;
    const { signal: given, timeout: limit = timeout } = (request ?? {}) as NonNullable<CallOptions["request"]>;
    const signals = [given, limit > 0 ? AbortSignal.timeout(limit) : undefined].filter((signal) => signal !== undefined);
    const signal = signals.length > 0 ? AbortSignal.any(signals) : undefined;
    try {
      const response = await send(url, {
        method: method.toUpperCase(),
        headers: {
          ...Object.fromEntries(Object.entries(headers).map(([name, value]) => [name, String(value)])),
          ...(body === undefined ? {} : { "content-type": "application/json" }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal,
      });
      const answer = await readAnswer(response);
      if (!response.ok) throw new ApiError(route, response.status, errorBody(response, answer));
      return { answer, response };
    } catch (error) {
      if (error instanceof ApiError || !signal?.aborted) throw error;
      // fetch says only "This operation was aborted": the route, and whether time ran out, are what a caller needs.
      const timedOut = (signal.reason as { name?: string } | undefined)?.name === "TimeoutError";
      throw new Error(timedOut ? `${route}: no answer within ${limit} ms` : `${route}: aborted`, { cause: error });
    }
  };
  return {
    async request(route, ...[parameters]) {
      const { answer } = await call(route, build<string>(route, parameters as EndpointOptions | undefined));
      return answer as RouteAnswer<typeof route>;
    },
    async send(route, ...[parameters]) {
      const { answer, response } = await call(route, build<string>(route, parameters as EndpointOptions | undefined));
      return { status: response.status, headers: response.headers, body: answer as RouteAnswer<typeof route> };
    },
    async *pages(route, ...[parameters]) {
      let request = build<string>(route, parameters as EndpointOptions | undefined);
      for (;;) {
        const { answer, response } = await call(route, request);
        yield answer as RouteAnswer<typeof route>;
        const next = /<([^>]*)>;\s*rel="next"/.exec(response.headers.get("link") ?? "")?.[1];
        if (next === undefined) return;
        const url = new URL(next, request.url);
        const { origin } = new URL(request.url);
        // A list's pages are the API's own, and the headers carry its token: a link elsewhere (an answer rewritten
        // on its way, say) is refused rather than followed without them, which would pass another server's data off
        // as the API's.
        if (url.origin !== origin) throw new Error(`${route}: the next page's link leads to ${url.origin}, not to ${origin}`);
        request = { ...request, url: url.href };
      }
    },
  };
}

async function readAnswer(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === "") return undefined;
  return response.headers.get("content-type")?.includes("json") ? JSON.parse(text) : text;
}

/** The API's own error body; an answer from something in between (a proxy's HTML page) gets the same shape. */
function errorBody(response: Response, answer: unknown): ErrorAnswer {
  if (typeof answer === "object" && answer !== null) return answer as ErrorAnswer;
  return { statusCode: response.status, error: response.statusText, message: typeof answer === "string" ? answer : "" };
}
