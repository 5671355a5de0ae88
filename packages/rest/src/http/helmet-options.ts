import type { HelmetOptions } from "helmet";

/**
 * Helmet's headers, with a Content-Security-Policy for an API: nothing may load and no other site may frame it.
 * A page the API serves (its /docs) sends its own, looser policy. Strict-Transport-Security only for an API
 * served over HTTPS: one that also answers plain HTTP would have browsers refuse it for a year.
 */
export function helmetOptions(https: boolean): HelmetOptions {
  return {
    ...(https ? {} : { strictTransportSecurity: false }),
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
}
