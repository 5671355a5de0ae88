import type { AuthMethod } from "./auth-methods.js";
import type { SocialMethod } from "./social-method.js";

/** What templates say of a sign-in provider: its name, as people know it, and the variables of the API's app there. */
export interface SocialProviderValues {
  name: SocialMethod;
  title: string;
  idVariable: string;
  secretVariable: string;
}

const PROVIDERS: SocialProviderValues[] = [
  {
    name: "facebook",
    title: "Facebook",
    idVariable: "FACEBOOK_APP_ID",
    secretVariable: "FACEBOOK_APP_SECRET",
  },
  {
    name: "github",
    title: "GitHub",
    idVariable: "GITHUB_CLIENT_ID",
    secretVariable: "GITHUB_CLIENT_SECRET",
  },
  {
    name: "google",
    title: "Google",
    idVariable: "GOOGLE_CLIENT_ID",
    secretVariable: "GOOGLE_CLIENT_SECRET",
  },
];

/** The chosen sign-in methods that are providers, in the order of AUTH_METHODS. */
export function socialProviders(methods: readonly AuthMethod[]): SocialProviderValues[] {
  return PROVIDERS.filter((provider) => methods.includes(provider.name));
}
