import type { Operator } from "./operator.js";

/** One variable of an expression: `name`, `name*` or `name:3`. */
export interface VarSpec {
  /** The key looked up in the values. */
  readonly key: string;
  /** The name written for named operators (`;`, `?`, `&`), already URL-safe. */
  readonly label: string;
  readonly explode: boolean;
  /** Maximum length in code points; 0 when there is no prefix modifier. */
  readonly prefix: number;
}

/** One `{...}` expression of a template. */
export interface Expression {
  readonly operator: Operator;
  readonly vars: readonly VarSpec[];
}

/** A parsed URI template: encoded literals and expressions, in order. */
export interface CompiledTemplate {
  readonly parts: readonly (string | Expression)[];
  /** Every variable name the template uses. */
  readonly names: ReadonlySet<string>;
  /** Whether the expansion starts with `scheme://`; undefined when only the expansion can tell. */
  readonly absolute: boolean | undefined;
}
