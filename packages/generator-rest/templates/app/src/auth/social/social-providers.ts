<%_ for (const provider of providers) { _%>
import { <%= provider %>Provider } from "./<%= provider %>-provider.js";
<%_ } _%>
import type { SocialProvider } from "./social-provider.js";

/** Each provider users may sign in with: `POST /auth/<name>`. */
export const socialProviders: SocialProvider[] = [<%- providers.map((provider) => `${provider}Provider`).join(", ") %>];
