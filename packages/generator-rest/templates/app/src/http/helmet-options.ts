import type { FastifyHelmetOptions } from "@fastify/helmet";

/**
 * Helmet's headers, with a Content-Security-Policy for an API: nothing may load but the inline styles of the
 * /docs page, and no other site may frame it.
 */
export const helmetOptions: FastifyHelmetOptions = {
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
