import { encodeReserved } from "./encode-reserved.js";
import { encodeUnreserved } from "./encode-unreserved.js";

/** How one RFC 6570 expression type joins and encodes its values (RFC 6570 appendix A). */
export interface Operator {
  readonly first: string;
  readonly separator: string;
  readonly named: boolean;
  readonly ifEmpty: string;
  readonly encode: (text: string) => string;
}

function operator(first: string, separator: string, named: boolean, ifEmpty: string, reserved: boolean): Operator {
  return { first, separator, named, ifEmpty, encode: reserved ? encodeReserved : encodeUnreserved };
}

/** Simple string expansion, `{var}`. */
export const SIMPLE_OPERATOR = operator("", ",", false, "", false);

/** The level 2 to 4 operators by their character. */
export const OPERATORS: Readonly<Partial<Record<string, Operator>>> = {
  "+": operator("", ",", false, "", true),
  "#": operator("#", ",", false, "", true),
  ".": operator(".", ".", false, "", false),
  "/": operator("/", "/", false, "", false),
  ";": operator(";", ";", true, "", false),
  "?": operator("?", "&", true, "=", false),
  "&": operator("&", "&", true, "=", false),
};
