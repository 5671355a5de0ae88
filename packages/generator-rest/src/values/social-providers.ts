import type { AuthMethod } from "./auth-methods.js";
import type { SocialMethod } from "./social-method.js";

/** What templates say of a sign-in provider: its name, as people know it, and the variables of the API's app there. */
export interface SocialProviderValues {
  name: SocialMethod;
  title: string;
  idVariable: string;
  secretVariable: string;
  /** The variable that moves the provider's API, the config field it fills, and its default. */
  apiVariable: string;
  apiConfigKey: string;
  apiUrl: string;
}

const PROVIDERS: SocialProviderValues[] = [
  {
    name: "facebook",
    title: "Facebook",
    idVariable: "FACEBOOK_APP_ID",
    secretVariable: "FACEBOOK_APP_SECRET",
    apiVariable: "FACEBOOK_API_URL",
    apiConfigKey: "facebookApiUrl",
    apiUrl: "https://graph.facebook.com",
  },
  {
    name: "github",
    title: "GitHub",
    idVariable: "GITHUB_CLIENT_ID",
    secretVariable: "GITHUB_CLIENT_SECRET",
    apiVariable: "GITHUB_API_URL",
    apiConfigKey: "githubApiUrl",
    apiUrl: "https://api.github.com",
  },
  {
    name: "google",
    title: "Google",
    idVariable: "GOOGLE_CLIENT_ID",
    secretVariable: "GOOGLE_CLIENT_SECRET",
    apiVariable: "GOOGLE_USERINFO_URL",
    apiConfigKey: "googleUserinfoUrl",
    apiUrl: "https://openidconnect.googleapis.com/v1/userinfo",
  },
];

/** The chosen sign-in methods that are providers, in the order of AUTH_METHODS. */
export function socialProviders(methods: readonly AuthMethod[]): SocialProviderValues[] {
  return PROVIDERS.filter((provider) => methods.includes(provider.name));
}
