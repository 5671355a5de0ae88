import type { FastifySwaggerUiOptions } from "@fastify/swagger-ui";

interface UiRequest {
  url: string;
  method: string;
  body?: unknown;
  headers: Record<string, string>;
}

/**
 * Swagger UI's request interceptor, run in the browser (it is sent as source, so it uses nothing from outside).
 * The master key's scheme puts `access_token` in the query string, which this API refuses unless
 * ACCESS_TOKEN_IN_QUERY=true, and the Authorization header may already carry Basic credentials (POST /auth):
 * the key moves into the body, where every route that takes it accepts it.
 */
export function credentialInBody(request: UiRequest): UiRequest {
  const url = new URL(request.url);
  const token = url.searchParams.get("access_token");
  if (token === null || request.method.toUpperCase() === "GET") return request;
  url.searchParams.delete("access_token");
  request.url = url.href;
  const type = Object.entries(request.headers).find(([name]) => name.toLowerCase() === "content-type")?.[1] ?? "";
  if (typeof request.body === "string" && request.body !== "" && type.includes("json")) {
    request.body = JSON.stringify({ ...JSON.parse(request.body), access_token: token });
  } else if (request.body === undefined || request.body === "") {
    request.headers["Content-Type"] = "application/json";
    request.body = JSON.stringify({ access_token: token });
  }
  return request;
}

/** credentialInBody as Swagger UI's option, which types requests as any object; credentialInBody names the fields it reads. */
export const credentialInBodyInterceptor = credentialInBody as unknown as NonNullable<FastifySwaggerUiOptions["uiConfig"]>["requestInterceptor"];
