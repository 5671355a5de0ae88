import { NAMED_OPTIONS } from "./named-options.js";
import { placeParameters } from "./place-parameters.js";
import type { MergedOptions } from "./types/merged-options.js";
import type { RequestOptions } from "./types/request-options.js";
import { compileTemplate } from "./url-template/compile-template.js";
import { expandTemplate } from "./url-template/expand-template.js";
import { amendAccept, previewAccept } from "./util/amend-accept.js";
import { checkMethod } from "./util/check-method.js";
import { joinUrl } from "./util/join-url.js";
import { lowercaseHeaders } from "./util/lowercase-headers.js";
import { setOwn } from "./util/set-own.js";

const ABSOLUTE = /^[A-Za-z][A-Za-z\d+.-]*:\/\//;

function checkUrl(url: unknown): string {
  if (url === undefined) {
    throw new Error('The url is required unless a route sets it: call endpoint("GET /path") or pass options.url.');
  }
  if (typeof url !== "string") throw new Error(`The url must be a string, got ${typeof url}.`);
  return url;
}

/** The full URL: `url` after `baseUrl` unless it is already absolute. */
export function resolve(url: string, absolute: boolean | undefined, baseUrl: unknown): string {
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
