import { facebookProvider } from "./facebook-provider.js";
import { githubProvider } from "./github-provider.js";
import { googleProvider } from "./google-provider.js";
import type { SocialProviderName } from "./social-config.js";
import type { SocialProvider } from "./social-provider.js";

/** Each provider users may sign in with, by its name: `POST /auth/<name>`. */
export const socialProviders: Record<SocialProviderName, SocialProvider> = {
  facebook: facebookProvider,
  github: githubProvider,
  google: googleProvider,
};
