import { everyOptionOn } from "../../src/app/every-option-on.js";

/** A project to generate: the arguments of `rest`, then of each `rest:api` run inside it. */
export interface Combination {
  name: string;
  app: string[];
  groups: string[][];
}

const EVERY_FIELD_TYPE =
  "title:string!,content,price:number!,published:boolean,tags:string[],publishedAt:date,scores:number[],flags:boolean[],dates:date[]";

/**
 * The two ends of what the templates can produce: every option on, with a group that uses
 * every field type, right and method, and every option off, with a group of routes to fill in (no model, no fields).
 */
export const COMBINATIONS: readonly Combination[] = [
  {
    name: "every-option",
    app: everyOptionOn(),
    groups: [
      [
        "article",
        ...[
          "--fields",
          EVERY_FIELD_TYPE,
          "--user-methods",
          "create,update",
          "--admin-methods",
          "destroy",
          "--master-methods",
          "index",
        ],
        ...["--store-user", "--get-list"],
      ],
    ],
  },
  {
    name: "minimal",
    app: ["--no-auth", "--no-https", "--no-get-list", "--no-password-reset", "--database", "none"],
    groups: [["note", "--no-model"]],
  },
];
