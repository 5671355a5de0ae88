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
  /** Methods open to anyone; absent in groups generated before the option existed, which left every unclaimed method open. */
  publicMethods?: Method[];
  model: boolean;
  fields: Field[];
  /** The most characters a text field accepts; absent in groups generated before the option existed. */
  maxLength?: number;
  storeUser: boolean;
  userField: string;
  getList: boolean;
  /** Fingerprints of the files the last run generated, by path in the project; kept in `.yo-rc.json`. */
  files?: Record<string, string>;
}

/** The project `rest:api` runs in, as `rest` and earlier runs of `rest:api` left it in `.yo-rc.json`. */
export interface ApiContext {
  project: AppAnswers;
  groups: Record<string, ApiAnswers>;
  /** The project's folder. */
  root: string;
  /** Whether `--force` allows an existing group to be generated again. */
  force: boolean;
}
