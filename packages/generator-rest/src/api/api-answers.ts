import type { AppAnswers } from "../app/app-answers.js";
import type { Field } from "./field.js";
import type { Method } from "./methods.js";

/** What `rest:api` asks; stored per group in `.yo-rc.json` under `groups`. */
export interface ApiAnswers {
  name: string;
  endpoint: string;
  dir: string;
  methods: Method[];
  masterMethods: Method[];
  adminMethods: Method[];
  userMethods: Method[];
  model: boolean;
  fields: Field[];
  /** The most characters a text field accepts; absent in groups generated before the option existed. */
  maxLength?: number;
  storeUser: boolean;
  userField: string;
  getList: boolean;
}

/** The project `rest:api` runs in, as `rest` and earlier runs of `rest:api` left it in `.yo-rc.json`. */
export interface ApiContext {
  project: AppAnswers;
  groups: Record<string, ApiAnswers>;
}
