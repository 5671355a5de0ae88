/** Thrown by every adapter when a write breaks a unique index. */
export class DuplicateKeyError extends Error {
  constructor(readonly field: string) {
    super(`${field} already exists`);
    this.name = "DuplicateKeyError";
  }
}
