type Env = Record<string, string | undefined>;

/** The providers an API may let its users sign in with. */
export const SOCIAL_PROVIDERS = ["facebook", "github", "google"] as const;

export type SocialProviderName = (typeof SOCIAL_PROVIDERS)[number];

/** This API's registration at a provider: the app (client) id and its secret. */
export interface ClientCredentials {
  id: string;
  secret: string;
}

/** Each chosen provider's addresses (see readAddresses). */
export type ProviderAddresses = ReturnType<typeof readAddresses>;

export interface SocialConfig extends ProviderAddresses {
  /** The providers users may sign in with, each at `/auth/<name>`. */
  providers: readonly SocialProviderName[];
  /** How long a provider may take to answer before the sign-in fails. */
  timeoutMs: number;
  /** What requests to providers name as their user agent: the API's name. */
  userAgent: string;
  /** Each chosen provider's credentials; absent while they are not set (development and tests only). */
  clients: Partial<Record<SocialProviderName, ClientCredentials>>;
  /** Front-end pages the browser sign-in may return to (`redirect_uri` of `GET /auth/<provider>`). */
  redirectUrls: string[];
}

/** The environment variables holding each provider's app id and secret. */
export const credentialVariables: Record<SocialProviderName, [id: string, secret: string]> = {
  facebook: ["FACEBOOK_APP_ID", "FACEBOOK_APP_SECRET"],
  github: ["GITHUB_CLIENT_ID", "GITHUB_CLIENT_SECRET"],
  google: ["GOOGLE_CLIENT_ID", "GOOGLE_CLIENT_SECRET"],
};

/** What an API says of its sign-in with providers besides the environment. */
export interface SocialOptions {
  providers: readonly SocialProviderName[];
  /** In production every chosen provider needs its credentials. */
  production: boolean;
  userAgent: string;
}

/**
 * The providers' real addresses unless the environment points elsewhere (a proxy, or a fake one in tests).
 * In production every chosen provider needs its credentials; elsewhere its routes answer 503 until they are set.
 * Only the chosen providers' credentials are read.
 */
export function loadSocialConfig(env: Env, { providers, production, userAgent }: SocialOptions): SocialConfig {
  return {
    providers,
    timeoutMs: readTimeout(env.SOCIAL_TIMEOUT_MS),
    userAgent,
    clients: readClients(env, providers, production),
    redirectUrls: readRedirectUrls(env.AUTH_REDIRECT_URLS),
    ...readAddresses(env),
  };
}

/** Every provider's addresses, the real ones unless the environment points elsewhere: a provider reads its own. */
function readAddresses(env: Env) {
  return {
    /** Graph API base URL: `/debug_token`, `/me` and `/oauth/access_token`. */
    facebookApiUrl: readUrl(env, "FACEBOOK_API_URL", "https://graph.facebook.com"),
    /** Where Facebook's sign-in dialog lives: `/dialog/oauth`. */
    facebookOauthUrl: readUrl(env, "FACEBOOK_OAUTH_URL", "https://www.facebook.com"),
    /** GitHub REST API base URL: `/applications/{client_id}/token`, `/user` and `/user/emails`. */
    githubApiUrl: readUrl(env, "GITHUB_API_URL", "https://api.github.com"),
    /** GitHub's web base URL: `/login/oauth/authorize` and `/login/oauth/access_token`. */
    githubOauthUrl: readUrl(env, "GITHUB_OAUTH_URL", "https://github.com"),
    /** Google's endpoints, each a whole URL. */
    googleTokeninfoUrl: readUrl(env, "GOOGLE_TOKENINFO_URL", "https://oauth2.googleapis.com/tokeninfo"),
    googleUserinfoUrl: readUrl(env, "GOOGLE_USERINFO_URL", "https://openidconnect.googleapis.com/v1/userinfo"),
    googleJwksUrl: readUrl(env, "GOOGLE_JWKS_URL", "https://www.googleapis.com/oauth2/v3/certs"),
    googleOauthUrl: readUrl(env, "GOOGLE_OAUTH_URL", "https://accounts.google.com/o/oauth2/v2/auth"),
    googleTokenUrl: readUrl(env, "GOOGLE_TOKEN_URL", "https://oauth2.googleapis.com/token"),
  };
}

function readClients(env: Env, providers: readonly SocialProviderName[], production: boolean): SocialConfig["clients"] {
  const clients: SocialConfig["clients"] = {};
  for (const provider of providers) {
    const names = credentialVariables[provider];
    const [id, secret] = names.map((name) => env[name]?.trim() ?? "");
    if (id && secret) clients[provider] = { id, secret };
    else if (production) {
      const missing = names.filter((name) => !env[name]?.trim()).join(" and ");
      throw new Error(`${missing} must be set in production for sign-in with ${provider} (see .env.example)`);
    }
  }
  return clients;
}

/** Whole URLs, compared exactly (without query or fragment) when a sign-in asks to return to one. */
function readRedirectUrls(value: string | undefined): string[] {
  const entries = (value ?? "").split(",").map((entry) => entry.trim());
  return entries
    .filter((entry) => entry !== "")
    .map((entry) => {
      const url = URL.canParse(entry) ? new URL(entry) : undefined;
      if (!url || !/^https?:$/.test(url.protocol) || url.search || url.hash) {
        throw new Error(`AUTH_REDIRECT_URLS must list http(s) URLs without query or fragment, got "${entry}"`);
      }
      return url.href;
    });
}

function readTimeout(value: string | undefined): number {
  if (!value) return 5000;
  const timeout = Number(value);
  if (!Number.isInteger(timeout) || timeout < 1) {
    throw new Error(`SOCIAL_TIMEOUT_MS must be a positive number of milliseconds, got "${value}"`);
  }
  return timeout;
}

function readUrl(env: Env, name: string, fallback: string): string {
  const value = env[name] || fallback;
  if (!URL.canParse(value) || !/^https?:$/.test(new URL(value).protocol)) {
    throw new Error(`${name} must be an http or https URL, got "${value}"`);
  }
  // Paths are appended to it.
  return value.replace(/\/+$/, "");
}
