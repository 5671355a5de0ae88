/** Throws unless `secret` is a non-empty string: an empty HMAC key would sign anything anyone can reproduce. */
export function assertSecret(secret: unknown): asserts secret is string {
  if (secret === undefined || secret === null) throw new Error("secret is required");
  if (typeof secret !== "string") throw new TypeError(`secret must be a string, got ${typeof secret}`);
  if (secret === "") throw new Error("secret must not be empty");
}
