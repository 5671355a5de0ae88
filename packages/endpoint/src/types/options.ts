/** Request header values by name; names are lowercased by `endpoint`, undefined values dropped. */
export interface RequestHeaders {
  [name: string]: string | number | undefined;
}

/** Custom meta information for the HTTP client; returned unchanged. */
export interface RequestMeta {
  [key: string]: unknown;
}

/** Media type options: `format` and `previews` amend the `application/vnd.host` accept header. */
export interface MediaType {
  /** A media type parameter such as `raw`, `diff`, `patch`, `text+json`. */
  format?: string;
  /** API previews such as `symmetra` (or `symmetra-preview`): `application/vnd.host.symmetra-preview+json`. */
  previews?: readonly string[];
}

/** Options of `endpoint`, `merge` and `defaults`; every other key is a parameter. */
export interface EndpointOptions {
  /** Any HTTP verb, any case; default `GET`. */
  method?: string | undefined;
  /** Path or full URL: an RFC 6570 template, `:name` placeholders allowed in the path. */
  url?: string | undefined;
  /** Prepended to a `url` that is not a full URL; default `https://api.host.com`. */
  baseUrl?: string | undefined;
  headers?: RequestHeaders | undefined;
  mediaType?: MediaType | undefined;
  /** The request body exactly as given, instead of a JSON body built from parameters. */
  data?: unknown;
  request?: RequestMeta | undefined;
  [parameter: string]: unknown;
}

/** What `merge` returns and `parse` takes: defaults applied, nothing parsed. */
export interface MergedOptions {
  /** Uppercase HTTP verb. */
  method: string;
  /** Still a template. */
  url?: string;
  baseUrl: string;
  headers: RequestHeaders;
  mediaType: { format: string; previews?: readonly string[] };
  data?: unknown;
  request?: RequestMeta;
  [parameter: string]: unknown;
}

/** What `endpoint` and `parse` return: ready for any HTTP client. */
export interface RequestOptions {
  /** Lowercase HTTP verb: upper-case it for `fetch` (it does not normalise `patch`). */
  method: string;
  /** The full URL: placeholders expanded, query string appended. */
  url: string;
  /** Lowercased header names. */
  headers: { [name: string]: string | number };
  /** Only for PATCH, POST, PUT and DELETE requests that have a body; JSON bodies are objects, not text. */
  body?: unknown;
  request?: RequestMeta;
}
