import type { FieldCode } from "./field-code.js";
import type { FieldSamples } from "./field-samples.js";
import type { GroupNames } from "./group-names.js";
import type { Method } from "./methods.js";
import type { Right } from "./method-right.js";
import type { RefTarget } from "./ref-target.js";

/** The answers of `rest:api` and what follows from them directly. */
export interface GroupFacts extends GroupNames, FieldSamples {
  /** The group's kebab-case name, e.g. `blog-post`. */
  name: string;
  auth: boolean;
  srcDir: string;
  apiDir: string;
  endpoint: string;
  dir: string;
  /** Relative path from the group's folder to the source folder, e.g. `../..`. */
  toSrc: string;
  /** Relative path from the group's folder to the API folder, e.g. `..`. */
  toApi: string;
  has: Record<Method, boolean>;
  rights: Record<Method, Right>;
  model: boolean;
  fields: FieldCode[];
  /** Whether some field is optional. */
  optional: boolean;
  storeUser: boolean;
  userField: string;
  getList: boolean;
  /** The most characters a text field accepts. */
  maxLength: number;
  /** Fields `q` searches, and fields `sort` may name. */
  search: string[];
  sortable: string[];
  /** The keys of the view, in its order. */
  viewFields: string[];
  /** What each reference names, in the order of the fields. */
  refs: RefTarget[];
  /** The references `?expand=` answers as documents. */
  expand: string[];
}
