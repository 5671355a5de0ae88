import { randomSecret } from "../values/random-secret.js";
import { socialProviders, type SocialProviderValues } from "../values/social-providers.js";
import type { SocialMethod } from "../values/social-method.js";
import type { AppAnswers } from "./app-answers.js";
import { coreRoutes } from "./core-routes.js";
import { limitedRoutes } from "./limited-routes.js";
import { requiredInProduction } from "./required-in-production.js";

/** What every template of `rest` is rendered with: the answers and what templates would otherwise compute. */
export interface TemplateContext extends AppAnswers {
  masterKey: string;
  jwtSecret: string;
  /** The chosen sign-in providers, with their titles and credential variables. */
  socialProviders: SocialProviderValues[];
  /** The names of the chosen sign-in providers, in the order of AUTH_METHODS. */
  providers: SocialMethod[];
  /** The chosen providers' names as the items of a TypeScript array: `"facebook", "google"`. */
  providerList: string;
  /** Where a user signs in: `/auth` with a password, else the first provider's `/auth/<name>`. */
  signInPath: string;
  /** Sign-in with e-mail and password is generated. */
  password: boolean;
  /** Sign-in with at least one provider is generated. */
  social: boolean;
  facebook: boolean;
  github: boolean;
  google: boolean;
  /** How the README names what users sign in through: the one provider's title, or "a provider". */
  signInTitle: string;
  /** The rate-limited routes, as Markdown code spans joined by commas. */
  limitedRoutes: string;
  /** The routes the project serves before any endpoint group, as `METHOD /path`. */
  coreRoutes: string[];
  /** The variables production refuses to start without. */
  requiredInProduction: string[];
}

/** The answers, the flags templates test, and fresh secrets for the project's `.env`. */
export function templateContext(answers: AppAnswers): TemplateContext {
  const methods = answers.auth ? answers.authMethods : [];
  const chosen = socialProviders(methods);
  const flags = {
    password: methods.includes("password"),
    social: chosen.length > 0,
    passwordReset: answers.passwordReset,
  };
  return {
    ...answers,
    masterKey: randomSecret(),
    jwtSecret: randomSecret(),
    socialProviders: chosen,
    providers: chosen.map((provider) => provider.name),
    ...flags,
    providerList: chosen.map((provider) => JSON.stringify(provider.name)).join(", "),
    signInPath: flags.password || !chosen[0] ? "/auth" : `/auth/${chosen[0].name}`,
    facebook: methods.includes("facebook"),
    github: methods.includes("github"),
    google: methods.includes("google"),
    signInTitle: chosen.length === 1 ? (chosen[0]?.title ?? "") : "a provider",
    limitedRoutes: limitedRoutes(flags),
    coreRoutes: coreRoutes({ ...flags, auth: answers.auth, providers: chosen.map((provider) => provider.name) }),
    requiredInProduction: requiredInProduction({
      auth: answers.auth,
      passwordReset: answers.passwordReset,
      socialProviders: chosen,
    }),
  };
}
