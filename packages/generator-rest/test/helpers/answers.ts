import type { AppAnswers } from "../../src/app/app-answers.js";

/** What `rest --yes` answers in a folder named `my-shop`. */
export const DEFAULT_ANSWERS: AppAnswers = {
  name: "my-shop",
  srcDir: "src",
  apiDir: "api",
  https: false,
  auth: true,
  authMethods: ["password"],
  authOnUserCreate: false,
  passwordReset: false,
  database: "postgres",
  getList: false,
};

/** Every option on. */
export const ALL_ON_ANSWERS: AppAnswers = {
  ...DEFAULT_ANSWERS,
  name: "all-on",
  https: true,
  authMethods: ["password", "facebook", "github", "google"],
  authOnUserCreate: true,
  passwordReset: true,
  getList: true,
};
