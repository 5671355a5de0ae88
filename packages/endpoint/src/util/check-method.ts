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
