import type { Position } from "../store/store.js";
import { HttpError } from "../errors/http-error.js";

/**
 * A list's `after` or `before`: where a row stands in a sort, with the sort it stands in, as URL-safe
 * base64 of JSON. The client takes it from a Link header and hands it back unread.
 */
export function encodeCursor(sort: string, position: Position): string {
  return Buffer.from(JSON.stringify({ sort, position })).toString("base64url");
}

/**
 * The position a cursor holds. One that is not a cursor, or one of another sort, names no page of this list: 404, as
 * a link to a page that is not there. (Its text is any the document allows, so it is no invalid value: 400 would
 * refuse a request the document says is valid.) Only its shape is read here: the store checks each value of the
 * position against the sort it reads.
 */
export function decodeCursor(param: "after" | "before", value: string, sort: string): Position {
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(value, "base64url").toString());
  } catch {
    decoded = undefined;
  }
  if (!isCursor(decoded)) {
    throw noPage(`${param} names no page of this list: take it from the Link header of a page`);
  }
  if (decoded.sort !== sort) {
    throw noPage(`${param} is a cursor of the list sorted by ${decoded.sort}, not by ${sort}`);
  }
  return decoded.position;
}

/** What encodeCursor writes, and nothing else: a key more, or a sort that is not text, was written by hand. */
function isCursor(value: unknown): value is { sort: string; position: Position } {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  const keys = Object.keys(value);
  const { sort, position } = value as Record<string, unknown>;
  return (
    keys.length === 2 &&
    keys.includes("sort") &&
    keys.includes("position") &&
    typeof sort === "string" &&
    Array.isArray(position)
  );
}

export function noPage(message: string): HttpError {
  return new HttpError(404, message);
}
