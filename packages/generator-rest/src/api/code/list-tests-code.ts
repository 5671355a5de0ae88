import type { GroupFacts } from "../group-context.js";
import { lines } from "./lines.js";
import { signUpsCode, type SignUpsCode, type TestUser } from "./sign-ups-code.js";
import { needsTest } from "./test-requests.js";

/** The parts of a group's list test (`<plural>-list.test.ts`) that depend on its options. */
export interface ListTestsCode {
  users: SignUpsCode;
  /** Declarations of the ids of the two documents created first. */
  ids: string;
  /** Creates the two documents the tests list. */
  seed: string;
  /** The credential a list request sends: `, bearer: ana.token`. */
  credential: string;
  /** What `list()` returns. */
  listResult: string;
  /** The `ids()` helper of seeded tests. */
  idsHelper: string;
  /** The tests of listing, searching and paging. */
  cases: string;
  /** The checks of `sort` and `q` among bad parameters. */
  badSort: string;
  badQ: string;
  needs: string;
}

export function listTestsCode(group: GroupFacts): ListTestsCode {
  const { model, has, rights, test, getList, js, search } = group;
  const seeded = model && has.create;
  const longText = group.fields.filter((field) => field.text && !field.sortable).map((field) => field.name);
  const users: TestUser[] = [];
  if (test.admin && (rights.index === "admin" || (seeded && rights.create === "admin"))) users.push("admin");
  if (test.ana && (test.needs.index !== "" || (seeded && rights.create === "user"))) users.push("ana");
  const credential = (as: string) => (as === "" ? "" : `, ${as}`);
  return {
    users: signUpsCode(group, users),
    ids: lines(seeded && ["let firstId: string;", "let secondId: string;"]),
    seed: lines(
      seeded && [
        "  const create = async (json: object): Promise<string> => {",
        `    const response = await app.request("POST", "/${group.endpoint}", { json${credential(test.as.create)} });`,
        "    expect(response.status).toBe(201);",
        "    return (response.body as { id: string }).id;",
        "  };",
        `  firstId = await create(${js(group.first, "  ")});`,
        "  // A later creation time, so that the newest-first order is certain.",
        "  await new Promise((resolve) => setTimeout(resolve, 5));",
        `  secondId = await create(${js(group.second, "  ")});`,
      ],
    ),
    credential: credential(test.as.index),
    listResult: getList ? "response.body as { rows: Row[]; count: number }" : "{ rows: response.body as Row[] }",
    idsHelper: lines(seeded && ["", "const ids = (rows: Row[]) => rows.map((row) => row.id);"]),
    cases: seeded ? seededCases(group) : emptyCases(group),
    badSort: lines(
      model && [
        '    expect(await get({ sort: "-password" })).toMatchObject({',
        "      status: 400,",
        // The documented pattern of `sort` names the keys: the schema refuses the others.
        '      body: { name: "match", param: "sort", value: "-password" },',
        "    });",
      ],
      model &&
        longText.length > 0 && [
          "    // Long text is not sortable: sorting on it would cost every list request the whole collection.",
          `    expect(await get({ sort: "-${longText[0]}" })).toMatchObject({ status: 400, body: { name: "match", param: "sort" } });`,
        ],
    ),
    badQ: lines(
      search.length === 0 && [
        `    // ${group.ALabel} has no text field to search.`,
        '    expect(await get({ q: "anything" })).toMatchObject({ status: 400, body: { name: "unknown", param: "q" } });',
      ],
    ),
    needs: lines(needsTest(group, "index", "GET", `"/${group.endpoint}"`)),
  };
}

function seededCases({ getList, js, fields, storeUser, userField, search, sortable, labels }: GroupFacts): string {
  const keys = [
    "id",
    ...fields.map((field) => field.name),
    ...(storeUser ? [userField] : []),
    "createdAt",
    "updatedAt",
  ];
  return lines(
    `  it("lists ${labels} newest first", async () => {`,
    `    const { rows${getList ? ", count" : ""} } = await list();`,
    "    expect(ids(rows)).toEqual([secondId, firstId]);",
    getList && "    expect(count).toBe(2);",
    `    expect(Object.keys(rows[0] ?? {}).sort()).toEqual(${js(keys.sort())});`,
    "  });",
    search.length > 0 && [
      "",
      '  it("searches the text fields with q, ignoring case", async () => {',
      '    expect(ids((await list({ q: "ALPHA" })).rows)).toEqual([firstId]);',
      `    expect(ids((await list({ q: "beta ${search[0]}" })).rows)).toEqual([secondId]);`,
      '    expect((await list({ q: "alpha beta" })).rows).toEqual([]);',
      '    expect((await list({ q: ".*" })).rows).toEqual([]);',
      "  });",
    ],
    "",
    '  it("pages, sorts and keeps the fields asked for", async () => {',
    '    const page = await list({ page: "2", limit: "1", sort: "createdAt" });',
    "    expect(ids(page.rows)).toEqual([secondId]);",
    getList && "    expect(page.count).toBe(2);",
    // createdAt may be the first sortable field, and sort names a key once.
    `    expect(ids((await list({ sort: "${sortable[0]},-updatedAt" })).rows)).toHaveLength(2);`,
    '    expect((await list({ fields: "id" })).rows).toEqual([{ id: secondId }, { id: firstId }]);',
    '    expect((await list({ fields: "-createdAt,-updatedAt" })).rows.every((row) => !("createdAt" in row) && !("updatedAt" in row))).toBe(true);',
    "  });",
  );
}

/** Without documents to list: with a model, nothing is stored; without one, the stub answers an empty list. */
function emptyCases({ model, getList }: GroupFacts): string {
  const empty = getList ? "{ rows: [], count: 0 }" : "{ rows: [] }";
  if (model) {
    return lines(
      '  it("lists nothing while nothing is stored", async () => {',
      `    expect(await list()).toEqual(${empty});`,
      "  });",
    );
  }
  return lines(
    '  it("is a stub answering an empty list", async () => {',
    `    expect(await list()).toEqual(${empty});`,
    `    expect(await list({ page: "2", limit: "5" })).toEqual(${empty});`,
    "  });",
  );
}
