import { amendAccept, lowercaseHeaders, previewAccept } from "./headers.js";
import { NAMED_OPTIONS, placeParameters } from "./place-parameters.js";
import type { MergedOptions, RequestOptions } from "./types/options.js";
import { ABSOLUTE_URL, compileTemplate } from "./url-template/compile-template.js";
import { expandTemplate } from "./url-template/expand-template.js";
import { setOwn } from "./util/plain-object.js";

// RFC 9110 token characters.
const TOKEN = /^[!#$%&'*+\-.^`|~\w]+$/;

/** Returns the method uppercased, or throws an `Error` saying what is wrong with it. */
export function checkMethod(method: unknown): string {
  if (method === undefined || method === "") {
    throw new Error(
      'The method is required unless a route sets it: call endpoint("GET /path") or pass options.method.',
    );
  }
  if (typeof method !== "string" || !TOKEN.test(method)) {
    throw new Error(`The method must be an HTTP method name such as "GET", got ${JSON.stringify(String(method))}.`);
  }
  return method.toUpperCase();
}

function checkUrl(url: unknown): string {
  if (url === undefined) {
    throw new Error('The url is required unless a route sets it: call endpoint("GET /path") or pass options.url.');
  }
  if (typeof url !== "string") throw new Error(`The url must be a string, got ${typeof url}.`);
  return url;
}

/** Joins a base URL and a path with exactly one `/` between them. */
function joinUrl(baseUrl: string, path: string): string {
  const first = path.charAt(0);
  if (first === "" || first === "?" || first === "#") return baseUrl + path;
  const baseSlash = baseUrl.endsWith("/");
  if (first === "/") return baseSlash ? baseUrl + path.slice(1) : baseUrl + path;
  return baseSlash ? baseUrl + path : `${baseUrl}/${path}`;
}

/** The full URL: `url` after `baseUrl` unless it is already absolute. */
export function resolve(url: string, absolute: boolean | undefined, baseUrl: unknown): string {
  if (absolute ?? ABSOLUTE_URL.test(url)) return url;
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

/** Parameters no placeholder takes: every defined key but the named options and the template's variables. */
function remainingParameters(options: MergedOptions, placeholders: ReadonlySet<string>): string[] {
  const names: string[] = [];
  for (const key of Object.keys(options)) {
    if (!NAMED_OPTIONS.has(key) && !placeholders.has(key) && options[key] !== undefined) names.push(key);
  }
  return names;
}

/**
 * Turns merged options into request options: expands the url template (rule 1: a key
 * with a placeholder fills it), puts it after `baseUrl` unless it is a full URL,
 * lowercases headers, applies `mediaType.format` and `mediaType.previews`, then places the
 * other parameters.
 */
export function parse(options: MergedOptions): RequestOptions {
  const method = checkMethod(options.method);
  const template = compileTemplate(checkUrl(options.url));
  const url = resolve(
    expandTemplate(template, templateValues(template.names, options)),
    template.absolute,
    options.baseUrl,
  );
  const headers = lowercaseHeaders(options.headers);
  const format = options.mediaType?.format;
  const previews: unknown = options.mediaType?.previews;
  if (previews !== undefined && !Array.isArray(previews)) {
    throw new Error(`mediaType.previews must be an array of preview names, got ${typeof previews}.`);
  }
  if (typeof headers.accept === "string") {
    if (previews !== undefined && previews.length > 0) {
      headers.accept = previewAccept(headers.accept, previews, typeof format === "string" ? format : "");
    } else if (typeof format === "string" && format !== "") {
      headers.accept = amendAccept(headers.accept, format);
    }
  }
  const result: RequestOptions = { method: method.toLowerCase(), url, headers };
  placeParameters(result, method, options, remainingParameters(options, template.names));
  if (options.request !== undefined) result.request = options.request;
  return result;
}
