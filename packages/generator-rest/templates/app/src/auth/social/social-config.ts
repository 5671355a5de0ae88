<%_ const providers = authMethods.filter((method) => method !== "password") _%>
<%_ if (providers.length > 0) { _%>
type Env = Record<string, string | undefined>;

export interface SocialConfig {
  /** How long a provider may take to answer before the sign-in fails with 401. */
  timeoutMs: number;
<%_ if (providers.includes("facebook")) { _%>
  /** Graph API base URL. */
  facebookApiUrl: string;
<%_ } _%>
<%_ if (providers.includes("github")) { _%>
  /** GitHub REST API base URL. */
  githubApiUrl: string;
<%_ } _%>
<%_ if (providers.includes("google")) { _%>
  /** Google's OpenID Connect userinfo endpoint. */
  googleUserinfoUrl: string;
<%_ } _%>
}

/** The providers' real addresses unless the environment points elsewhere (a proxy, or a fake one in tests). */
export function loadSocialConfig(env: Env): SocialConfig {
  return {
    timeoutMs: readTimeout(env.SOCIAL_TIMEOUT_MS),
<%_ if (providers.includes("facebook")) { _%>
    facebookApiUrl: readUrl(env, "FACEBOOK_API_URL", "https://graph.facebook.com"),
<%_ } _%>
<%_ if (providers.includes("github")) { _%>
    githubApiUrl: readUrl(env, "GITHUB_API_URL", "https://api.github.com"),
<%_ } _%>
<%_ if (providers.includes("google")) { _%>
    googleUserinfoUrl: readUrl(env, "GOOGLE_USERINFO_URL", "https://openidconnect.googleapis.com/v1/userinfo"),
<%_ } _%>
  };
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
<%_ } _%>
