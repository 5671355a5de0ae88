/** Swagger UI's files that the static page loads, copied next to it from the installed @fastify/swagger-ui. */
export const docsAssets = [
  "swagger-ui.css",
  "index.css",
  "favicon-32x32.png",
  "swagger-ui-bundle.js",
  "swagger-ui-standalone-preset.js",
];

/**
 * The static reference that `npm run docs` writes: Swagger UI reading openapi.json from the same folder,
 * with no inline script so a host's strict Content-Security-Policy can serve it as is.
 */
export function docsPage(title: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>${escapeHtml(title)} API</title>
<link rel="stylesheet" href="swagger-ui.css">
<link rel="stylesheet" href="index.css">
<link rel="icon" type="image/png" href="favicon-32x32.png">
</head>
<body>
<div id="swagger-ui"></div>
<script src="swagger-ui-bundle.js"></script>
<script src="swagger-ui-standalone-preset.js"></script>
<script src="docs-initializer.js"></script>
</body>
</html>
`;
}

/** The script that starts Swagger UI on the static page. */
export const docsInitializer = `window.onload = () => {
  window.ui = SwaggerUIBundle({
    url: "openapi.json",
    dom_id: "#swagger-ui",
    presets: [SwaggerUIBundle.presets.apis, SwaggerUIStandalonePreset],
    layout: "StandaloneLayout",
    validatorUrl: null,
    docExpansion: "list",
    defaultModelsExpandDepth: 0,
  });
};
`;

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
