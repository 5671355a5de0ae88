import { randomSecret } from "../values/random-secret.js";
import { socialProviders, type SocialProviderValues } from "../values/social-providers.js";
import type { SocialMethod } from "../values/social-method.js";
import type { AppAnswers } from "./app-answers.js";
import { coreRoutes } from "./core-routes.js";
import { limitedRoutes } from "./limited-routes.js";
import { requiredInProduction } from "./required-in-production.js";
import { runtimeTarball } from "./vendor-tarballs.js";

/** What every template of `rest` is rendered with: the answers and what templates would otherwise compute. */
export interface TemplateContext extends AppAnswers {
  /** The packed @hostkit/rest in the project, as package.json depends on it: `vendor/hostkit-rest-<version>.tgz`. */
  runtimeTarball: string;
  /** The runtime versions the project's code fits, as its `fitsRuntime` call names them: `0.1.x`. */
  runtimeRange: string;
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
  /** PostgreSQL (DATABASE_URL) is the production database. */
  postgres: boolean;
  /** MongoDB (MONGODB_URI) is the production database. */
  mongodb: boolean;
  /** The production database's title, variable of its URL and key in Config; empty with `--database none`. */
  databaseTitle: string;
  databaseVariable: string;
  /** The adapter's subpath of @hostkit/rest and the function it exports. */
  databaseModule: string;
  databaseFactory: string;
  /** A URL of the production database on this machine, for `.env` and the README. */
  databaseExample: string;
  /** The production database's service in docker-compose.yml. */
  databaseService: string;
  /** Where the store contract tests reach a throwaway database of that engine. */
  databaseTestUrl: string;
  /** The servers the API uses past one machine, as the README says them: "PostgreSQL and Redis"; empty for none. */
  servers: string;
  /** Their services in docker-compose.yml, the URLs the API gets there, and the variables that reach them from this machine. */
  composeServices: string[];
  composeApiEnv: [name: string, value: string][];
  composeDatabaseUrl: string;
  composeDevEnv: string;
  /** Where docker-compose.yml publishes them, as the README says it: "PostgreSQL on `127.0.0.1:15432` and ..."; empty for none. */
  composePublished: string;
  /** The variables production refuses to start without. */
  requiredInProduction: string[];
}

const databaseValues = {
  postgres: {
    databaseTitle: "PostgreSQL",
    databaseVariable: "DATABASE_URL",
    databaseModule: "postgres",
    databaseFactory: "createPostgresStore",
    databaseService: "postgres",
    databaseTestUrl: "postgres://postgres:contract@127.0.0.1:5432/postgres",
  },
  mongodb: {
    databaseTitle: "MongoDB",
    databaseVariable: "MONGODB_URI",
    databaseModule: "mongodb",
    databaseFactory: "createMongoStore",
    databaseService: "mongodb",
    databaseTestUrl: "mongodb://127.0.0.1:27017/contract",
  },
  none: {
    databaseTitle: "",
    databaseVariable: "",
    databaseModule: "",
    databaseFactory: "",
    databaseService: "",
    databaseTestUrl: "",
  },
};

// docker-compose.yml publishes its servers on 127.0.0.1 at their usual ports plus 10000, so that they start beside
// a PostgreSQL, MongoDB or Redis already running on the developer's machine; its parts say the same ports.
const published = { postgres: 15432, mongodb: 37017, redis: 16379 };

/** A URL of the production database that docker-compose.yml starts, as this machine reaches it. */
function databaseExample(answers: AppAnswers): string {
  const name = answers.name;
  if (answers.database === "postgres") return `postgres://${name}:${name}@127.0.0.1:${published.postgres}/${name}`;
  return answers.database === "mongodb" ? `mongodb://127.0.0.1:${published.mongodb}/${name}` : "";
}

function composeValues(answers: AppAnswers) {
  const { databaseTitle, databaseVariable, databaseService } = databaseValues[answers.database];
  const name = answers.name;
  const database = databaseTitle
    ? [
        {
          title: databaseTitle,
          service: databaseService,
          variable: databaseVariable,
          inCompose:
            answers.database === "postgres"
              ? `postgres://${name}:${name}@postgres:5432/${name}`
              : `mongodb://mongodb:27017/${name}`,
          local: databaseExample(answers),
          hostPort: answers.database === "postgres" ? published.postgres : published.mongodb,
        },
      ]
    : [];
  const redis = {
    title: "Redis",
    service: "redis",
    variable: "REDIS_URL",
    inCompose: "redis://redis:6379",
    local: `redis://127.0.0.1:${published.redis}`,
    hostPort: published.redis,
  };
  const used = [...database, ...(answers.auth ? [redis] : [])];
  return {
    servers: used.map((server) => server.title).join(" and "),
    composeServices: used.map((server) => server.service),
    composeApiEnv: used.map((server): [string, string] => [server.variable, server.inCompose]),
    /** The database's address as the API's container reaches it; the migrate service needs only this. */
    composeDatabaseUrl: database[0]?.inCompose ?? "",
    composeDevEnv: used.map((server) => `${server.variable}=${server.local}`).join(" "),
    composePublished: used.map((server) => `${server.title} on \`127.0.0.1:${server.hostPort}\``).join(" and "),
  };
}

/** The answers, the flags templates test, and fresh secrets for the project's `.env`. */
export function templateContext(answers: AppAnswers): TemplateContext {
  const methods = answers.auth ? answers.authMethods : [];
  const chosen = socialProviders(methods);
  const runtime = runtimeTarball();
  const flags = {
    password: methods.includes("password"),
    social: chosen.length > 0,
    passwordReset: answers.passwordReset,
  };
  return {
    ...answers,
    runtimeTarball: runtime.project,
    runtimeRange: runtime.range,
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
    postgres: answers.database === "postgres",
    mongodb: answers.database === "mongodb",
    ...databaseValues[answers.database],
    databaseExample: databaseExample(answers),
    ...composeValues(answers),
    limitedRoutes: limitedRoutes(flags),
    coreRoutes: coreRoutes({ ...flags, auth: answers.auth, providers: chosen.map((provider) => provider.name) }),
    requiredInProduction: requiredInProduction({
      auth: answers.auth,
      passwordReset: answers.passwordReset,
      socialProviders: chosen,
    }),
  };
}
