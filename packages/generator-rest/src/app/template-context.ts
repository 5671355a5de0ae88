import { randomSecret } from "../values/random-secret.js";
import { socialProviders, type SocialProviderValues } from "../values/social-providers.js";
import type { AppAnswers } from "./app-answers.js";

/** What every template of `rest` is rendered with. */
export interface TemplateContext extends AppAnswers {
  masterKey: string;
  jwtSecret: string;
  /** The chosen sign-in providers, with their titles and credential variables. */
  socialProviders: SocialProviderValues[];
}

/** The answers plus fresh secrets for the project's `.env`. */
export function templateContext(answers: AppAnswers): TemplateContext {
  return { ...answers, masterKey: randomSecret(), jwtSecret: randomSecret(), socialProviders: socialProviders(answers.authMethods) };
}
