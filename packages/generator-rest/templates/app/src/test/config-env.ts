<%_ if (auth) { _%>
/** What loading the config needs while developing: the secrets, which any value of the right length satisfies. */
export const developmentEnv = { NODE_ENV: "development", MASTER_KEY: "master-key", JWT_SECRET: "j".repeat(32) };
<%_ } else { _%>
/** What loading the config needs while developing: the mode (unset means production), every other variable has a default. */
export const developmentEnv = { NODE_ENV: "development" };
<%_ } _%>
<%_ if (social) { _%>

/** Production refuses to start without each sign-in provider's app; tests that sign in use the fake providers' env. */
export const providerApps = {
<%_ for (const provider of socialProviders) { _%>
  <%= provider.idVariable %>: "test-app",
  <%= provider.secretVariable %>: "test-app-secret",
<%_ } _%>
};
<%_ } _%>

/** What production refuses to start without, as a deployment behind a proxy of 10.0.0.0/8 sets it. */
export const productionEnv = {
  NODE_ENV: "production",
  TRUST_PROXY: "10.0.0.0/8",
<%_ if (auth) { _%>
  // Random secrets, as the generator writes them.
  MASTER_KEY: "Yx3Rk9_vQm2LpT7wZc4Ns8HdJf6Gb1Ae",
  JWT_SECRET: "p0Qw8Er7Ty6Ui5Op4As3Df2Gh1JkLzXcVbNm-_9",
<%_ } _%>
<%_ if (passwordReset) { _%>
  RESET_LINK_ORIGINS: "https://app.example.com",
<%_ } _%>
<%_ if (social) { _%>
  ...providerApps,
<%_ } _%>
};
