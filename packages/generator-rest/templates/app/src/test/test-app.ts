<%_ if (auth) { _%>
import { randomBytes } from "node:crypto";
<%_ } _%>
import type { AddressInfo } from "node:net";
import { buildApp, type AppOptions } from "../app.js";
import { loadConfig, type Config } from "../config.js";
import { createSqliteStore } from "@hostkit/rest/sqlite";
import type { Store } from "@hostkit/rest";
<%_ if (social) { _%>
import { providerApps } from "./config-env.js";
<%_ } _%>

export interface RequestOptions {
  json?: unknown;
  /** A field given a list is sent once an item, as a form sends a multiple choice. */
  form?: Record<string, string | readonly string[]>;
  query?: Record<string, string>;
  headers?: Record<string, string>;
  /** Sent as is, with the content type given in `headers`. */
  body?: string;
<%_ if (auth) { _%>
  bearer?: string;
<%_ } _%>
<%_ if (password) { _%>
  basic?: { email: string; password: string };
<%_ } _%>
}

export interface TestResponse {
  status: number;
  headers: Headers;
  body: unknown;
}

export interface TestApp {
  url: string;
  config: Config;
  /** The app's store, for a test to put documents in as they would be stored. */
  store: Store;
  request(method: string, path: string, options?: RequestOptions): Promise<TestResponse>;
  close(): Promise<void>;
}

/** The API on a real port of 127.0.0.1, with an in-memory store unless given one, and the settings of a test run. */
export async function startTestApp(
  env: Record<string, string> = {},
  logger: AppOptions["logger"] = false,
  store: Store = createSqliteStore(),
): Promise<TestApp> {
  const config = loadConfig({
    NODE_ENV: "test",
<%_ if (auth) { _%>
    MASTER_KEY: randomBytes(24).toString("base64url"),
    JWT_SECRET: randomBytes(32).toString("base64url"),
    JWT_EXPIRES_IN: "1h",
    // Tests sign in far more often than a person would; the rate limit tests set their own limit.
    RATE_LIMIT_MAX: "10000",
<%_ } _%>
<%_ if (social) { _%>
    ...providerApps,
<%_ } _%>
    ...env,
  });
  const app = await buildApp({ config, store, logger });
  await app.listen({ host: "127.0.0.1", port: 0 });
  const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  return {
    url,
    config,
    store,
    request: (method, path, options = {}) => send(url, method, path, options),
    close: () => app.close(),
  };
}

async function send(base: string, method: string, path: string, options: RequestOptions): Promise<TestResponse> {
  const url = new URL(path, base);
  for (const [key, value] of Object.entries(options.query ?? {})) url.searchParams.append(key, value);
  const headers = new Headers(options.headers);
  let body = options.body;
  if (options.json !== undefined) {
    headers.set("content-type", "application/json");
    body = JSON.stringify(options.json);
  } else if (options.form) {
    headers.set("content-type", "application/x-www-form-urlencoded");
    const form = new URLSearchParams();
    for (const [key, value] of Object.entries(options.form)) for (const item of [value].flat()) form.append(key, item);
    body = form.toString();
  }
<%_ if (auth) { _%>
  if (options.bearer) headers.set("authorization", `Bearer ${options.bearer}`);
<%_ } _%>
<%_ if (password) { _%>
  if (options.basic) {
    const { email, password } = options.basic;
    headers.set("authorization", `Basic ${Buffer.from(`${email}:${password}`).toString("base64")}`);
  }
<%_ } _%>
  const response = await fetch(url, { method, headers, body, redirect: "manual" });
  const text = await response.text();
  const json = response.headers.get("content-type")?.includes("application/json");
  return { status: response.status, headers: response.headers, body: json ? JSON.parse(text) : text };
}
