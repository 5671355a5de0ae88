interface Operation {
  summary?: string;
  security?: Record<string, string[]>[];
  parameters?: { name: string; in: string; required?: boolean; description?: string; schema?: unknown }[];
  requestBody?: { content?: Record<string, { schema?: unknown }> };
  responses?: Record<string, { description?: string; content?: Record<string, { schema?: unknown }> }>;
}

export interface OpenApiDocument {
  info: { title: string; version: string; description?: string };
  paths?: Record<string, Record<string, Operation>>;
}

/** A self-contained HTML page describing every route of the OpenAPI document. */
export function docsPage(document: OpenApiDocument): string {
  const { title, version, description } = document.info;
  const routes = Object.entries(document.paths ?? {}).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => route(method, path, operation)),
  );
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>${escapeHtml(title)} API</title>
<style>
body { font: 15px/1.5 system-ui, sans-serif; max-width: 60rem; margin: 2rem auto; padding: 0 1rem; color: #222; }
section { border-top: 1px solid #ddd; padding: .5rem 0; }
code.method { font-weight: bold; text-transform: uppercase; }
pre { background: #f6f6f6; padding: .5rem; overflow: auto; font-size: 13px; }
</style>
</head>
<body>
<h1>${escapeHtml(title)} <small>${escapeHtml(version)}</small></h1>
${description ? `<p>${escapeHtml(description)}</p>` : ""}
<p>Machine-readable: <a href="openapi.json">openapi.json</a> (OpenAPI 3.1).</p>
${routes.join("\n")}
</body>
</html>
`;
}

function route(method: string, path: string, operation: Operation): string {
  const security = (operation.security ?? []).map((scheme) => Object.keys(scheme).join(" + ")).join(" or ");
  const parameters = (operation.parameters ?? []).map(
    (parameter) =>
      `<li><code>${escapeHtml(parameter.name)}</code> (${parameter.in}${parameter.required ? ", required" : ""})` +
      `${parameter.description ? `: ${escapeHtml(parameter.description)}` : ""}</li>`,
  );
  const body = Object.values(operation.requestBody?.content ?? {})[0]?.schema;
  const responses = Object.entries(operation.responses ?? {}).map(([status, response]) => {
    const schema = Object.values(response.content ?? {})[0]?.schema;
    return `<li>${status} ${escapeHtml(response.description ?? "")}${schema ? json(schema) : ""}</li>`;
  });
  return `<section>
<h2><code class="method">${method}</code> <code>${escapeHtml(path)}</code></h2>
<p>${escapeHtml(operation.summary ?? "")}${security ? ` <em>Credentials: ${escapeHtml(security)}.</em>` : ""}</p>
${parameters.length ? `<h3>Parameters</h3><ul>${parameters.join("")}</ul>` : ""}
${body ? `<h3>Body (JSON or form-encoded)</h3>${json(body)}` : ""}
<h3>Responses</h3><ul>${responses.join("")}</ul>
</section>`;
}

function json(schema: unknown): string {
  return `<pre>${escapeHtml(JSON.stringify(schema, null, 2))}</pre>`;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
