import type { HelmetOptions } from "helmet";

/**
 * Helmet's headers, with a Content-Security-Policy for an API: nothing may load but the inline styles of the
 * /docs page, and no other site may frame it.
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
      styleSrc: ["'unsafe-inline'"],
      baseUri: ["'none'"],
      formAction: ["'none'"],
      frameAncestors: ["'none'"],
    },
  },
};
