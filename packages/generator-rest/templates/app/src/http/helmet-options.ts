import type { HelmetOptions } from "helmet";

/**
 * Helmet's headers, with a Content-Security-Policy for an API: nothing may load and no other site may frame it.
 * The /docs pages send their own, looser policy (docsCsp of @hostkit/rest/docs).
 */
export const helmetOptions: HelmetOptions = {
<%_ if (!https) { _%>
  // This API also answers plain HTTP, which Strict-Transport-Security would make browsers refuse for a year.
  strictTransportSecurity: false,
<%_ } _%>
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'none'"],
      baseUri: ["'none'"],
      formAction: ["'none'"],
      frameAncestors: ["'none'"],
    },
  },
};
