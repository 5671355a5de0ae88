import type { TemplateManifest } from "../render/template-manifest.js";
import type { TemplateContext } from "./template-context.js";

/** The one place that decides which files of templates/app a `rest` project gets. */
export const APP_MANIFEST: TemplateManifest<TemplateContext> = [
  {
    option: "--auth: users, sign-in, tokens and the limits that guard them",
    when: (context) => context.auth,
    paths: [
      "src/api/auth/",
      "src/api/users/",
      "src/auth/",
      "src/docs/credential-in-body.test.ts",
      "src/docs/credential-in-body.ts",
      "src/http/hit-counter.test.ts",
      "src/http/hit-counter.ts",
      "src/http/no-store-for-tokens.ts",
      "src/http/rate-limit-config.ts",
      "src/http/rate-limits.test.ts",
      "src/http/rate-limits.ts",
      "src/test/closed-port.ts",
      "src/test/sign-up.ts",
    ],
  },
  {
    option: "--auth-methods password",
    when: (context) => context.password,
    paths: [
      "client/basic-auth.ts",
      "src/api/auth/auth-client.test.ts",
      "src/auth/basic-credentials.test.ts",
      "src/auth/basic-credentials.ts",
      "src/auth/password.ts",
    ],
  },
  {
    option: "--auth-methods with a provider: token exchange and the browser code flow",
    when: (context) => context.social,
    paths: [
      "src/api/auth/browser-sign-in.test.ts",
      "src/api/auth/empty-body.ts",
      "src/api/auth/schema.ts",
      "src/api/auth/social-password-reset.test.ts",
      "src/api/auth/social-routes.ts",
      "src/api/auth/social.test.ts",
      "src/auth/social/",
      "src/test/fake-providers.ts",
    ],
  },
  { option: "--auth-methods facebook", when: (context) => context.facebook, paths: ["src/auth/social/facebook-provider.ts"] },
  { option: "--auth-methods github", when: (context) => context.github, paths: ["src/auth/social/github-provider.ts"] },
  {
    option: "--auth-methods google",
    when: (context) => context.google,
    paths: ["src/auth/social/google-id-token.ts", "src/auth/social/google-provider.ts"],
  },
  {
    option: "--password-reset: reset and confirmation mails",
    when: (context) => context.passwordReset,
    paths: [
      "src/api/email-confirmations/",
      "src/api/auth/social-password-reset.test.ts",
      "src/api/password-resets/",
      "src/background/",
      "src/mail/",
      "src/test/read-mail.ts",
      "src/test/smtp-inbox.ts",
    ],
  },
  { option: "--https", when: (context) => context.https, paths: ["src/http/force-https.test.ts", "src/http/force-https.ts"] },
];
