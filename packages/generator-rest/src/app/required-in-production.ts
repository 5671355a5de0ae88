import type { SocialProviderValues } from "../values/social-providers.js";

export interface RequiredInProductionInput {
  auth: boolean;
  passwordReset: boolean;
  socialProviders: readonly SocialProviderValues[];
}

/** The variables a generated API refuses to start in production without, in the order `.env.example` gives them. */
export function requiredInProduction({ auth, passwordReset, socialProviders }: RequiredInProductionInput): string[] {
  return [
    "TRUST_PROXY",
    ...(auth ? ["MASTER_KEY", "JWT_SECRET"] : []),
    ...(passwordReset ? ["RESET_LINK_ORIGINS"] : []),
    ...socialProviders.flatMap((provider) => [provider.idVariable, provider.secretVariable]),
  ];
}
