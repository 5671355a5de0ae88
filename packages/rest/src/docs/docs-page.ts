/** Swagger UI's files that the static page loads, copied next to it from the installed @fastify/swagger-ui. */
export const docsAssets = [
  "swagger-ui.css",
  "index.css",
  "favicon-32x32.png",
  "swagger-ui-bundle.js",
  "swagger-ui-standalone-preset.js",
];

/**
 * The static reference that `npm run docs` writes: Swagger UI started by docs-initializer.js, which holds the
 * document (a page opened as a file may load scripts next to it, not fetch them), with no inline script so a
 * host's strict Content-Security-Policy can serve it as is.
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

interface ServedDocument {
  servers?: { url: string }[];
}

/**
 * The script that starts Swagger UI on the static page, with `document` as the page's: requests go to the API
 * chosen in its Servers field, `developmentUrl` unless changed there (the document's own absolute servers are
 * offered too). Credentials go as the document's schemes say, as on /docs.
 */
export function docsInitializer(document: ServedDocument, developmentUrl: string): string {
  const elsewhere = (document.servers ?? []).filter((server) => /^https?:\/\//.test(server.url));
  const servers = [
    {
      url: "{api}",
      description: "The API this page sends requests to",
      variables: {
        api: {
          default: developmentUrl,
          description: "Its address: the development server (npm run dev) unless you change it",
        },
      },
    },
    ...elsewhere,
  ];
  return `window.onload = () => {
  window.ui = SwaggerUIBundle({
    spec: ${JSON.stringify({ ...document, servers }, null, 2)},
    dom_id: "#swagger-ui",
    presets: [SwaggerUIBundle.presets.apis, SwaggerUIStandalonePreset],
    layout: "StandaloneLayout",
    validatorUrl: null,
    tryItOutEnabled: true,
    displayRequestDuration: true,
    docExpansion: "list",
    defaultModelsExpandDepth: 0,
  });
};
`;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
