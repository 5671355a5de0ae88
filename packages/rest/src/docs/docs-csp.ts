/**
 * The Content-Security-Policy of the /docs pages, looser than the API's `default-src 'none'` only as far as
 * Swagger UI needs: its own scripts and styles from this server, the inline styles it sets on elements, its
 * icons as data: images, and requests ("Try it out") to this same server. Nothing comes from another site.
 */
export const docsCsp: Record<string, string[]> = {
  "default-src": ["'none'"],
  "script-src": ["'self'"],
  "style-src": ["'self'", "'unsafe-inline'"],
  "img-src": ["'self'", "data:"],
  "connect-src": ["'self'"],
  "base-uri": ["'none'"],
  "form-action": ["'none'"],
  "frame-ancestors": ["'none'"],
};
