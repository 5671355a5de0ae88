import { randomSecret } from "../values/random-secret.js";
import type { AppAnswers } from "./app-answers.js";

/** What every template of `rest` is rendered with. */
export interface TemplateContext extends AppAnswers {
  masterKey: string;
  jwtSecret: string;
}

/** The answers plus fresh secrets for the project's `.env`. */
export function templateContext(answers: AppAnswers): TemplateContext {
  return { ...answers, masterKey: randomSecret(), jwtSecret: randomSecret() };
}
