import type { GroupFacts } from "../group-context.js";
import { lines } from "./lines.js";
import { needsTest, requestOptions as options } from "./test-requests.js";

/** The describe blocks of a group's test, one a route, as the group has them; each opens with a blank line. */
export function methodTests(group: GroupFacts): string[] {
  const { has, storeUser } = group;
  return [
    has.create && createTests(group),
    has.show && showTests(group),
    has.update && putTests(group),
    has.update && patchTests(group),
    has.destroy && destroyTests(group),
    storeUser && has.create && (has.update || has.destroy || has.show) && creatorTests(group),
  ].filter((tests) => tests !== false);
}

const path = ({ endpoint }: GroupFacts) => `/${endpoint}`;
const stubNote = ({ model }: GroupFacts) => (model ? "" : " (a stub: nothing is stored yet)");
const seeded = ({ model, has }: GroupFacts) => model && has.create;
const hasOptional = ({ fields }: GroupFacts) => fields.some((field) => !field.required);

function createTests(group: GroupFacts): string {
  const { test, js, maxLength } = group;
  const post = `await app.request("POST", "${path(group)}"`;
  const text = group.fields.find((field) => field.type === "string" && !field.array);
  const bad = test.bad;
  return lines(
    "",
    `describe("POST ${path(group)}", () => {`,
    group.model
      ? createdTests(group)
      : [
          '  it("is a stub answering 501 to a valid body", async () => {',
          `    const response = ${post}${options(group, "create", "json: first")});`,
          `    expect(response).toMatchObject({ status: 501, body: { statusCode: 501, message: "POST ${path(group)} is not implemented yet" } });`,
          "  });",
        ],
    test.required.length > 0 && [
      "",
      '  it("answers 400 naming every missing required field", async () => {',
      `    const response = ${post}${options(group, "create", "json: {}")});`,
      "    expect(response).toMatchObject({",
      "      status: 400,",
      `      body: { valid: false, name: "required", param: "${test.required[0]}", required: true, message: "${test.required[0]} is required" },`,
      "    });",
      `    expect((response.body as { errors: { param: string }[] }).errors.map((error) => error.param)).toEqual(${js(test.required)});`,
      "  });",
    ],
    "",
    `  it("refuses ${bad ? "values of the wrong type and " : ""}unknown fields", async () => {`,
    bad && [
      `    const wrong = ${post}${options(group, "create", `json: { ...first, ${bad.field}: ${js(bad.value)} }`)});`,
      `    expect(wrong).toMatchObject({ status: 400, body: ${js({ valid: false, ...bad.failure })} });`,
    ],
    `    const unknown = ${post}${options(group, "create", 'json: { ...first, role: "admin" }')});`,
    '    expect(unknown).toMatchObject({ status: 400, body: { valid: false, name: "unknown", param: "role" } });',
    "  });",
    text !== undefined &&
      maxLength <= 30000 && [
        "",
        `  it("refuses ${text.name} longer than ${maxLength} characters", async () => {`,
        `    const long = ${post}${options(group, "create", `json: { ...first, ${text.name}: "x".repeat(${maxLength + 1}) }`)});`,
        `    expect(long).toMatchObject({ status: 400, body: { valid: false, name: "maxlength", param: "${text.name}", maxlength: ${maxLength} } });`,
        "  });",
      ],
    needsTest(group, "create", "POST", `"${path(group)}"`, "first"),
    "});",
  );
}

/** With a model: what POST stores, from JSON and from a form. */
function createdTests(group: GroupFacts): string[] {
  const { one, test, js, storeUser, userField } = group;
  const creatorName = test.creator === "admin" ? "Admin" : "Ana";
  return [
    `  it("creates ${group.aLabel} and answers 201 with its view", async () => {`,
    `    const ${one} = await create();`,
    `    expect(${one}).toEqual({`,
    "      id: expect.any(String),",
    "      ...first,",
    ...(storeUser
      ? [
          `      ${userField}: { id: ${test.creator}.id, name: "${creatorName}", picture: expect.any(String), createdAt: expect.stringMatching(timestamp) },`,
        ]
      : []),
    "      createdAt: expect.stringMatching(timestamp),",
    `      updatedAt: ${one}.createdAt,`,
    "    });",
    "  });",
    ...(group.fields.length > 0
      ? [
          "",
          '  it("reads a form-encoded body", async () => {',
          `    const form = ${js(group.firstForm, "    ")};`,
          `    const response = await app.request("POST", "${path(group)}"${options(group, "create", "form")});`,
          `    expect(response).toMatchObject({ status: 201, body: ${js(group.firstFromForm, "    ")} });`,
          "  });",
        ]
      : []),
    ...(hasOptional(group)
      ? [
          "",
          '  it("keeps the optional fields not sent empty", async () => {',
          `    const required = ${js(test.requiredOnly, "    ")};`,
          `    expect(await create(required)).toMatchObject({ ...required, ...${js(test.emptied, "    ")} });`,
          "  });",
        ]
      : []),
  ];
}

function unknownIdsTest(group: GroupFacts, expectation: (url: string) => string): string[] {
  return [
    `  it("answers 404 for unknown and malformed ids${stubNote(group)}", async () => {`,
    "    for (const id of unknownIds) {",
    `      ${expectation(`\`${path(group)}/\${id}\``)}`,
    "    }",
    "  });",
  ];
}

function showTests(group: GroupFacts): string {
  const { one } = group;
  return lines(
    "",
    `describe("GET ${path(group)}/:id", () => {`,
    seeded(group) && [
      `  it("shows ${group.aLabel}", async () => {`,
      `    const ${one} = await create();`,
      `    expect(await app.request("GET", \`${path(group)}/\${${one}.id}\`${options(group, "show")})).toMatchObject({ status: 200, body: ${one} });`,
      "  });",
      "",
    ],
    unknownIdsTest(
      group,
      (url) =>
        `expect(await app.request("GET", ${url}${options(group, "show")})).toMatchObject({ status: 404, body: { statusCode: 404 } });`,
    ),
    needsTest(group, "show", "GET", `\`${path(group)}/\${unknownIds[0]}\``),
    "});",
  );
}

function putTests(group: GroupFacts): string {
  const { one, test, js } = group;
  const put = (json: string) =>
    `await app.request("PUT", \`${path(group)}/\${${one}.id}\`${options(group, "update", `json: ${json}`)})`;
  return lines(
    "",
    `describe("PUT ${path(group)}/:id", () => {`,
    seeded(group) && [
      '  it("replaces every field", async () => {',
      `    const ${one} = await create();`,
      `    const response = ${put("second")};`,
      `    expect(response).toMatchObject({ status: 200, body: { ...${one}, ...second, updatedAt: expect.stringMatching(timestamp) } });`,
      `    expect((response.body as View).updatedAt >= ${one}.updatedAt).toBe(true);`,
      "  });",
      hasOptional(group) && [
        "",
        '  it("empties the optional fields not sent", async () => {',
        `    const ${one} = await create();`,
        `    const required = ${js(test.requiredOnly, "    ")};`,
        `    const response = ${put("required")};`,
        `    expect(response).toMatchObject({ status: 200, body: { ...required, ...${js(test.emptied, "    ")} } });`,
        "  });",
      ],
      test.required.length > 0 && [
        "",
        '  it("answers 400 when a required field is missing", async () => {',
        `    const ${one} = await create();`,
        `    const response = ${put("{}")};`,
        `    expect(response).toMatchObject({ status: 400, body: { valid: false, name: "required", param: "${test.required[0]}" } });`,
        "  });",
      ],
      "",
    ],
    unknownIdsTest(
      group,
      (url) =>
        `expect((await app.request("PUT", ${url}${options(group, "update", "json: second")})).status).toBe(404);`,
    ),
    needsTest(group, "update", "PUT", `\`${path(group)}/\${unknownIds[0]}\``, "second"),
    "});",
  );
}

function patchTests(group: GroupFacts): string {
  const { one, test, js } = group;
  const patch = `json: ${js(test.patch)}`;
  return lines(
    "",
    `describe("PATCH ${path(group)}/:id", () => {`,
    seeded(group) && [
      '  it("changes only the fields sent", async () => {',
      `    const ${one} = await create();`,
      `    const response = await app.request("PATCH", \`${path(group)}/\${${one}.id}\`${options(group, "update", patch)});`,
      `    expect(response).toMatchObject({ status: 200, body: { ...${one}, ...${js(test.patch)}, updatedAt: expect.stringMatching(timestamp) } });`,
      "  });",
      "",
    ],
    unknownIdsTest(
      group,
      (url) => `expect((await app.request("PATCH", ${url}${options(group, "update", patch)})).status).toBe(404);`,
    ),
    test.bad && [
      "",
      '  it("checks the fields sent", async () => {',
      `    const response = await app.request("PATCH", \`${path(group)}/\${unknownIds[0]}\`${options(group, "update", `json: { ${test.bad.field}: ${js(test.bad.value)} }`)});`,
      `    expect(response).toMatchObject({ status: 400, body: ${js(test.bad.failure)} });`,
      "  });",
    ],
    "});",
  );
}

function destroyTests(group: GroupFacts): string {
  const url = `\`${path(group)}/\${id}\``;
  return lines(
    "",
    `describe("DELETE ${path(group)}/:id", () => {`,
    seeded(group) && [
      `  it("deletes ${group.aLabel} and answers 204", async () => {`,
      "    const { id } = await create();",
      `    expect(await app.request("DELETE", ${url}${options(group, "destroy")})).toMatchObject({ status: 204, body: "" });`,
      group.has.show && `    expect((await app.request("GET", ${url}${options(group, "show")})).status).toBe(404);`,
      `    expect((await app.request("DELETE", ${url}${options(group, "destroy")})).status).toBe(404);`,
      "  });",
      "",
    ],
    unknownIdsTest(
      group,
      (id) => `expect((await app.request("DELETE", ${id}${options(group, "destroy")})).status).toBe(404);`,
    ),
    needsTest(group, "destroy", "DELETE", `\`${path(group)}/\${unknownIds[0]}\``),
    "});",
  );
}

/** Only the creator or an administrator changes a document; a deleted creator shows as null. */
function creatorTests(group: GroupFacts): string {
  const { has, test, userField } = group;
  const url = `\`${path(group)}/\${id}\``;
  const byAdmin = test.creator !== "admin";
  return lines(
    "",
    `describe("${group.labels} and their creator", () => {`,
    (has.update || has.destroy) && [
      '  it("may be changed only by their creator or an administrator", async () => {',
      "    const { id } = await create();",
      has.update &&
        `    expect((await app.request("PATCH", ${url}, { json: {}, bearer: ${test.stranger}.token })).status).toBe(403);`,
      has.destroy &&
        `    expect((await app.request("DELETE", ${url}, { bearer: ${test.stranger}.token })).status).toBe(403);`,
      byAdmin &&
        has.update &&
        `    expect((await app.request("PATCH", ${url}, { json: {}, bearer: admin.token })).status).toBe(200);`,
      byAdmin &&
        has.destroy &&
        `    expect((await app.request("DELETE", ${url}, { bearer: admin.token })).status).toBe(204);`,
      "  });",
    ],
    has.show &&
      group.rights.create === "user" && [
        "",
        `  it("shows a null ${userField} once the creator's account is deleted", async () => {`,
        '    const carl = await signUp(app, "carl@example.com", { name: "Carl" });',
        `    const created = await app.request("POST", "${path(group)}", { json: first, bearer: carl.token });`,
        `    const { id, ${userField}: creator } = created.body as View;`,
        '    expect(creator).toMatchObject({ id: carl.id, name: "Carl" });',
        '    expect((await app.request("DELETE", `/users/${carl.id}`, { bearer: admin.token })).status).toBe(204);',
        `    expect(await app.request("GET", ${url}${options(group, "show")})).toMatchObject({ status: 200, body: { id, ${userField}: null } });`,
        "  });",
      ],
    "});",
  );
}
