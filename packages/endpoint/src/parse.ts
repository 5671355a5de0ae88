import type { MergedOptions } from "./types/merged-options.js";
import type { RequestOptions } from "./types/request-options.js";
import { compileTemplate } from "./url-template/compile-template.js";
import { expandTemplate } from "./url-template/expand-template.js";
import { amendAccept } from "./util/amend-accept.js";
import { appendQuery } from "./util/append-query.js";
import { checkMethod } from "./util/check-method.js";
import { joinUrl } from "./util/join-url.js";
import { lowercaseHeaders } from "./util/lowercase-headers.js";
import { setOwn } from "./util/set-own.js";

/** Option names that are never parameters. */
const NAMED_OPTIONS: ReadonlySet<string> = new Set(["method", "baseUrl", "url", "headers", "mediaType", "data", "request"]);
const ABSOLUTE = /^[A-Za-z][A-Za-z\d+.-]*:\/\//;
const JSON_CONTENT_TYPE = "application/json; charset=utf-8";

function hasBody(method: string): boolean {
  return method === "POST" || method === "PUT" || method === "PATCH" || method === "DELETE";
}

function checkUrl(url: unknown): string {
  if (url === undefined) {
    throw new Error('The url is required unless a route sets it: call endpoint("GET /path") or pass options.url.');
  }
  if (typeof url !== "string") throw new Error(`The url must be a string, got ${typeof url}.`);
  return url;
}

function resolve(url: string, absolute: boolean | undefined, baseUrl: unknown): string {
  if (absolute ?? ABSOLUTE.test(url)) return url;
  if (typeof baseUrl !== "string") {
    throw new Error(`The baseUrl is required for the relative url ${JSON.stringify(url)}: pass options.baseUrl.`);
  }
  return joinUrl(baseUrl, url);
}

/** Template variables named like an option (`{url}`) are never filled from that option. */
function templateValues(names: ReadonlySet<string>, options: MergedOptions): Readonly<Record<string, unknown>> {
  for (const name of names) {
    if (NAMED_OPTIONS.has(name)) {
      const values: Record<string, unknown> = {};
      for (const key of Object.keys(options)) if (!NAMED_OPTIONS.has(key)) setOwn(values, key, options[key]);
      return values;
    }
  }
  return options;
}

/**
 * Turns merged options into request options. Every key other than the named options is a
 * parameter: it fills its placeholder in `url`; otherwise it goes to the query string for
 * GET and HEAD (and other methods without a body), or into the JSON body for POST, PUT,
 * PATCH and DELETE. `data` replaces the body as it is.
 */
export function parse(options: MergedOptions): RequestOptions {
  const method = checkMethod(options.method);
  const template = compileTemplate(checkUrl(options.url));
  let url = resolve(expandTemplate(template, templateValues(template.names, options)), template.absolute, options.baseUrl);
  const headers = lowercaseHeaders(options.headers);
  const format = options.mediaType?.format;
  if (typeof format === "string" && format !== "" && typeof headers.accept === "string") {
    headers.accept = amendAccept(headers.accept, format);
  }

  const remaining: string[] = [];
  for (const key of Object.keys(options)) {
    if (!NAMED_OPTIONS.has(key) && !template.names.has(key) && options[key] !== undefined) remaining.push(key);
  }
  const withBody = hasBody(method);
  const { data } = options;
  if (data !== undefined && !withBody) {
    throw new Error(`A ${method} request cannot have a body: data is only sent with POST, PUT, PATCH and DELETE.`);
  }
  let body: unknown;
  if (!withBody) {
    if (remaining.length > 0) url = appendQuery(url, remaining, options);
  } else if (data !== undefined) {
    body = data;
  } else if (remaining.length > 0) {
    const json: Record<string, unknown> = {};
    for (const key of remaining) setOwn(json, key, options[key]);
    body = json;
    headers["content-type"] ??= JSON_CONTENT_TYPE;
  }

  const result: RequestOptions = { method: method.toLowerCase(), url, headers };
  if (body !== undefined) result.body = body;
  if (options.request !== undefined) result.request = options.request;
  return result;
}
