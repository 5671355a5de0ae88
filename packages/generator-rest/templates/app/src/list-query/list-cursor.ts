import type { Position } from "../store/store.js";
import { ValidationError } from "../validation/validation-error.js";

/**
 * A list's `after` or `before`: where a row stands in a sort, with the sort it stands in, as URL-safe
 * base64 of JSON. The client takes it from a Link header and hands it back unread.
 */
export function encodeCursor(sort: string, position: Position): string {
  return Buffer.from(JSON.stringify({ sort, position })).toString("base64url");
}

/** The position a cursor holds, refused with 400 when it is not a cursor, or one of another sort. */
export function decodeCursor(param: "after" | "before", value: string, sort: string): Position {
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(value, "base64url").toString());
  } catch {
    decoded = undefined;
  }
  const cursor = decoded as { sort?: unknown; position?: unknown } | undefined;
  if (typeof cursor !== "object" || cursor === null || !Array.isArray(cursor.position)) {
    throw refuse(param, value, `${param} is not a cursor of this list: take it from the Link header of a page`);
  }
  if (cursor.sort !== sort) {
    throw refuse(param, value, `${param} is a cursor of the list sorted by ${String(cursor.sort)}, not by ${sort}`);
  }
  return cursor.position as Position;
}

function refuse(param: string, value: string, message: string): ValidationError {
  return new ValidationError([{ name: "cursor", param, value, cursor: true, message }]);
}
