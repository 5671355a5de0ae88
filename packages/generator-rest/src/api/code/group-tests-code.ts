import type { GroupFacts } from "../group-context.js";
import { lines, section } from "./lines.js";
import { methodTests } from "./method-tests.js";
import { signUpsCode, type SignUpsCode, type TestUser } from "./sign-ups-code.js";
import { requestOptions } from "./test-requests.js";

/** The parts of a group's test file (`<plural>.test.ts`) that depend on its options. */
export interface GroupTestsCode {
  users: SignUpsCode;
  /** After a blank line: the sample bodies, patterns and helpers the tests share, then one describe block a route. */
  body: string;
  openApi: {
    /** What the test's name adds for groups that take a body. */
    title: string;
    /** The documented routes, sorted. */
    routes: string;
    /** The checks of the request body's schema. */
    body: string;
  };
}

export function groupTestsCode(group: GroupFacts): GroupTestsCode {
  const { test, has } = group;
  const users: TestUser[] = [];
  if (test.admin) users.push("admin");
  if (test.ana) users.push("ana");
  if (test.bob) users.push("bob");
  return {
    users: signUpsCode(group, users),
    body: section(constants(group)) + methodTests(group).join(""),
    openApi: {
      title: has.create || has.update ? " and their fields" : "",
      routes: group.js(documentedRoutes(group)),
      body: openApiBody(group),
    },
  };
}

function constants(group: GroupFacts): string {
  const { has, model, js } = group;
  return lines(
    has.create && `const first = ${js(group.first, "")};`,
    has.update && `const second = ${js(group.second, "")};`,
    model && has.create && "const timestamp = /^\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\d\\.\\d{3}Z$/;",
    (has.show || has.update || has.destroy) &&
      'const unknownIds = ["0123456789abcdef01234567", "not-an-id", "%7B%22%24ne%22%3A1%7D", "x".repeat(100)];',
    model &&
      has.create && [
        "",
        "type View = Record<string, unknown> & { id: string; createdAt: string; updatedAt: string };",
        "",
        "async function create(body: object = first): Promise<View> {",
        `  const response = await app.request("POST", "/${group.endpoint}"${requestOptions(group, "create", "json: body")});`,
        "  expect(response.status).toBe(201);",
        "  return response.body as View;",
        "}",
      ],
  );
}

/** In the order `sort()` puts them: by verb, then path. */
function documentedRoutes({ has, endpoint }: GroupFacts): string[] {
  const path = `/${endpoint}`;
  return [
    ...(has.destroy ? [`DELETE ${path}/{id}`] : []),
    ...(has.index ? [`GET ${path}`] : []),
    ...(has.show ? [`GET ${path}/{id}`] : []),
    ...(has.update ? [`PATCH ${path}/{id}`] : []),
    ...(has.create ? [`POST ${path}`] : []),
    ...(has.update ? [`PUT ${path}/{id}`] : []),
  ];
}

function openApiBody({ has, endpoint, fields, auth, test, js }: GroupFacts): string {
  if (!has.create && !has.update) return "";
  const operation = has.create ? `paths["/${endpoint}"]?.post` : `paths["/${endpoint}/{id}"]?.put`;
  return lines(
    `      const body = Object.values(${operation}?.requestBody?.content ?? {})[0]?.schema;`,
    `      expect(Object.keys(body?.properties ?? {})).toEqual(${js([...fields.map((field) => field.name), ...(auth ? ["access_token"] : [])])});`,
    `      expect(body?.required ?? []).toEqual(${js(test.required)});`,
  );
}
