import { everyOptionOn } from "../../src/app/every-option-on.js";

/** A project to generate: the arguments of `rest`, then of each `rest:api` run inside it. */
export interface Combination {
  name: string;
  app: string[];
  groups: string[][];
}

const EVERY_FIELD_TYPE =
  "title:string!@indexed,content:text,price:number!@indexed,count:integer@unique,published:boolean@indexed," +
  "tags:string[],publishedOn:date@indexed,publishedAt:datetime@indexed,contact:email@unique,site:url@indexed," +
  "status:enum(draft|published|archived.old)@indexed,scores:number[],counts:integer[],flags:boolean[]," +
  "days:date[],dates:datetime[],emails:email[],links:url[],statuses:enum(a|b)[],note:string";
/** The fields EVERY_FIELD_TYPE leaves out: required lists, yes/no, dates and the other types. */
const REQUIRED_FIELDS =
  "labels:string[]!,sizes:number[]!,done:boolean!,checks:boolean[]!,due:datetime!,days:datetime[]!,body:text!," +
  "rank:integer!,ranks:integer[]!,on:date!,ons:date[]!,mail:email!,mails:email[]!,home:url!,homes:url[]!," +
  "size:enum(s|m|l)!,sizesList:enum(s|m)[]!";

/**
 * The two ends of what the templates can produce, and groups between them that take every value of
 * every option of `rest:api` (test/template-combinations.test.ts checks that they do): every option of
 * `rest` on, with groups of stored documents whose routes need each right in turn; every option off,
 * with a group of routes to fill in (no model); a project without authentication, with open groups.
 */
export const COMBINATIONS: readonly Combination[] = [
  {
    name: "every-option",
    app: everyOptionOn(),
    groups: [
      [
        "article",
        ...["--fields", EVERY_FIELD_TYPE],
        ...["--user-methods", "create,update,show", "--admin-methods", "destroy", "--master-methods", "index"],
        ...["--store-user", "--get-list"],
      ],
      [
        "review",
        ...["--fields", REQUIRED_FIELDS, "--no-get-list", "--max-length", "200"],
        ...["--admin-methods", "create,update", "--master-methods", "destroy", "--user-methods", "index,show"],
      ],
      [
        "class",
        ...["--dir", "school/classes", "--endpoint", "school/classes"],
        ...["--master-methods", "create,update,show", "--admin-methods", "index", "--user-methods", "destroy"],
      ],
      // Creation opened to anyone; update and destroy, which no option names, need a signed-in user.
      [
        "tag",
        ...["--fields", "label:string!", "--max-length", "40000"],
        ...["--user-methods", "", "--public-methods", "create,index,show"],
      ],
      // References: required and optional, to another group (that stores its creator), to a user and to its own group.
      [
        "comment",
        ...["--fields", "body:text!,article:ref(article)!,author:ref(user),parent:ref(comment),review:ref(review)"],
        ...["--user-methods", "create,update", "--store-user"],
      ],
      ["reply", "--methods", "create,show", "--fields", "comment:ref(comment)!,by:ref(user)!", "--no-get-list"],
      // Created by administrators, who are then the stored creators: once to change, once only to show.
      ["notice", "--admin-methods", "create,update,destroy,show", "--store-user", "--fields", "text:string!"],
      ["memo", "--methods", "create,show", "--admin-methods", "create", "--store-user", "--fields", "text"],
      [
        "order",
        ...["--methods", "create,destroy", "--user-methods", "create", "--store-user", "--user-field", "author"],
        ...["--fields", "total:number"],
      ],
      ["edit", "--methods", "update", "--fields", "size:number!,at:datetime[]"],
      ["report", "--methods", "index,show", "--endpoint", "stats/reports", "--fields", "views:number"],
      [
        "draft",
        ...["--no-model", "--methods", "create,index,update", "--fields", "title:string!,body"],
        ...["--user-methods", "create,update", "--admin-methods", "index"],
      ],
    ],
  },
  {
    name: "minimal",
    app: ["--no-auth", "--no-https", "--no-get-list", "--no-password-reset", "--database", "none"],
    groups: [["note", "--no-model"]],
  },
  {
    name: "without-auth",
    app: ["--no-auth"],
    groups: [
      ["post", "--fields", EVERY_FIELD_TYPE, "--get-list"],
      ["delete", "--methods", "index,show,destroy"],
      ["stub", "--no-model", "--methods", "show,destroy", "--fields", "title,post:ref(post)"],
      ["remark", "--methods", "create,index", "--fields", "post:ref(post)!,note:text"],
      ["score", "--methods", "create,index,update", "--fields", "points:number!"],
    ],
  },
];
