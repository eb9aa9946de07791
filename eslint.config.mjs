import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

// Architecture boundaries (style.md): the engine is pure and imports nothing
// outside itself; components never import server code other than types.
// One exception, types only: the engine's output is the wire shape, which is
// defined once, as z.infer of its contract schema (server/contracts), so the
// engine names those types with `import type` (erased: no zod, no I/O at run time).
const enginePatterns = (escape) => [
  { regex: "^@/(?!server/engine(/|$)|server/contracts(/|$))", message: "server/engine is pure: import only from server/engine." },
  { regex: escape, message: "server/engine is pure: import only from server/engine." },
  {
    group: ["node:*", "fs", "http", "https", "net", "child_process", "undici", "next", "next/*", "@prisma/*", "zod", "pg"],
    message: "server/engine does no I/O.",
  },
];

// One block per folder depth: a relative import escapes server/engine when it
// climbs more levels than the file sits below it.
const engineBoundaries = [
  ["server/engine/*.ts", "^\\.\\./"],
  ["server/engine/*/*.ts", "^\\.\\./\\.\\./"],
  ["server/engine/*/*/*.ts", "^\\.\\./\\.\\./\\.\\./"],
].map(([files, escape]) => ({
  files: [files],
  rules: {
    "no-restricted-imports": ["error", { patterns: enginePatterns(escape) }],
    "@typescript-eslint/no-restricted-imports": ["error", { patterns: [{ regex: "^@/server/contracts(/|$)", allowTypeImports: true, message: "server/engine takes only types from server/contracts (import type): a schema is zod, and the engine runs none." }] }],
    "no-restricted-globals": ["error", { name: "fetch", message: "server/engine does no I/O." }, { name: "process", message: "server/engine reads no env." }],
    "no-restricted-properties": ["error", { object: "Date", property: "now", message: "server/engine has no clock: use snapshot.observedAt." }],
  },
}));

// Part boundaries under server/ (README layout): each part names the server/
// folders it may not reach, by alias or by a relative path that climbs out of
// it (one block per folder depth, as for the engine).
const escapeTo = (depth, folders) => `^(\\.\\./){${depth + 1}}(${folders})(/|$)`;
const partBoundaries = (part, forbidden, message) =>
  [0, 1, 2, 3, 4].map((depth) => ({
    files: [`server/${part}/${"*/".repeat(depth)}*.ts`],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { regex: `^@/server/(${forbidden})(/|$)`, message },
            { regex: escapeTo(depth, forbidden), message },
          ],
        },
      ],
    },
  }));

// The ledger is a stand-in for mainnet: it knows nothing of the app that reads it.
const ledgerBoundaries = partBoundaries("ledger", "engine|chain|services|platform|api|app", "server/ledger imports none of server/engine, server/chain, server/services, server/platform, server/api, server/app.");
// The chain adapters talk to upstreams only; storage and use cases sit above them.
const chainBoundaries = partBoundaries("chain", "platform|services|ledger|api|app", "server/chain imports nothing from server/platform (config, db), server/services, server/ledger, server/api, server/app.");
// The composition root (server/app) sits above everything: nothing below it imports it, so no module can
// look a service up; the binder hands each handler the app's services (issue 32 item 1).
const rootMessage = "nothing below the composition root imports server/app: take the services you need as parameters (a handler gets them in its input).";
// Tests build apps (server/app/testing): they may reach the root's test support.
const TESTS = ["**/*.test.ts", "**/testing/**"];
const belowRoot = ["api", "platform", "http", "contracts"].flatMap((part) => partBoundaries(part, "app", rootMessage).map((block) => ({ ...block, ignores: TESTS })));
// Services use the ledger through its index only (server/ledger/index.ts), and never the root.
const servicesLedgerBoundaries = [0, 1, 2, 3, 4].flatMap((depth) => {
  const message = 'server/services reach the ledger only through "@/server/ledger" (its index), never a deep path.';
  const ledger = [
    { regex: "^@/server/ledger/", message },
    { regex: `^(\\.\\./){${depth + 1}}ledger(/|$)`, message },
  ];
  const apiMessage = "server/services never import server/api: handlers sit above the services they are handed.";
  const root = [
    { regex: "^@/server/app(/|$)", message: rootMessage },
    { regex: `^(\\.\\./){${depth + 1}}app(/|$)`, message: rootMessage },
    { regex: "^@/server/api(/|$)", message: apiMessage },
    { regex: `^(\\.\\./){${depth + 1}}api(/|$)`, message: apiMessage },
  ];
  const files = [`server/services/${"*/".repeat(depth)}*.ts`];
  return [
    { files, ignores: TESTS, rules: { "no-restricted-imports": ["error", { patterns: [...ledger, ...root] }] } },
    { files: [`server/services/${"*/".repeat(depth)}*.test.ts`], rules: { "no-restricted-imports": ["error", { patterns: ledger }] } },
  ];
});

// client: components import only contracts and the client
// components/** reach the server through server/contracts only (schemas, wire
// types, endpoint objects), by alias or by a relative path that climbs to
// server/, types included; and they call it only through components/api (the
// typed client), so no component has a fetch of its own.
const componentImportMessage = "components import from the server only server/contracts (schemas, wire types: @/server/contracts/wire-types, endpoints: @/server/contracts/endpoints/<area>).";
const componentPatterns = [
  { regex: "^@/server/(?!contracts(/|$))", message: componentImportMessage },
  { regex: "^(\\.\\./)+server(/(?!contracts(/|$))|$)", message: componentImportMessage },
  { group: ["@prisma/*", "pg", "@electric-sql/*"], message: "components never touch the database." },
];
const componentCallMessage = "components call the API through components/api (callApi, callEventStream), never fetch directly.";
const componentBoundary = [
  {
    files: ["components/**/*.{ts,tsx}"],
    rules: { "@typescript-eslint/no-restricted-imports": ["error", { patterns: componentPatterns }] },
  },
  {
    files: ["components/**/*.{ts,tsx}"],
    ignores: ["components/api/**", "**/*.test.ts"],
    rules: {
      "no-restricted-globals": ["error", ...["fetch", "EventSource", "XMLHttpRequest"].map((name) => ({ name, message: componentCallMessage }))],
      "no-restricted-properties": ["error", ...["window", "globalThis", "self"].map((object) => ({ object, property: "fetch", message: componentCallMessage }))],
    },
  },
];
// Files other engineers were changing when a boundary rule landed keep an
// exemption here until they are migrated; then delete them from the list.
const wireTypeMigrations = [{ files: ["app/api/scan-cabal/route.ts"], rules: { "no-restricted-syntax": "off" } }];

const typeImportFrom = (source, message) => [
  { selector: `ImportDeclaration[importKind='type'][source.value=${source}]`, message },
  { selector: `ImportDeclaration[source.value=${source}] > ImportSpecifier[importKind='type']`, message },
];
const appWireTypes = [
  {
    files: ["app/**/*.{ts,tsx}"],
    // tests name their harnesses' types; what they check goes over the wire anyway.
    ignores: ["**/*.test.ts", "**/testing/**"],
    rules: {
      "no-restricted-syntax": ["error", ...typeImportFrom("/^@.server.(?!contracts(.|$))/", "app/ takes server types from server/contracts only.")],
    },
  },
  {
    files: ["app/**/route.ts"],
    ignores: ["**/*.test.ts", "**/testing/**"],
    rules: {
      "no-restricted-syntax": ["error", ...typeImportFrom("/^@.server.(?!contracts(.|$)|services(.|$))/", "route handlers take wire types from server/contracts (service types from server/services).")],
    },
  },
];

// edge: route files only bind
// app/**/route.ts binds an endpoint's handler and nothing else: its imports and
// re-exports come from @/server/api (the handlers, each implementing a contract),
// the root's bind (@/server/app/bind: the app's services handed in) or next. Default-disallow: services, engine, chain, ledger, db, relative paths
// and every package are refused. Proven in server/api/route-binding.test.ts.
const routeBinding = {
  files: ["app/**/route.ts"],
  rules: {
    "no-restricted-imports": [
      "error",
      { patterns: [{ regex: "^(?!@/server/api(/|$)|@/server/app/bind$|next(/|$))", message: "route files only bind: export const GET = bind(handler), the handler from @/server/api/<area>/<name> (implement(endpoint, handler))." }] },
    ],
  },
};

// api: a handler reads its query from `query` only
// Every query parameter a handler reads is in its endpoint's query schema, so it
// is parsed (a 400 with the one error model) and listed in /openapi.json: the
// binder (server/api/serve-bound.ts) is the one reader of the URL's parameters.
const queryMessage = "a handler reads query parameters from its parsed `query` only: add the parameter to the endpoint's query schema (server/contracts/endpoints), which also lists it in /openapi.json.";
const apiQueryFromContract = {
  files: ["server/api/**/*.ts"],
  ignores: ["server/api/serve-bound.ts", ...TESTS],
  rules: {
    "no-restricted-syntax": [
      "error",
      { selector: "MemberExpression[property.name='searchParams']", message: queryMessage },
      { selector: "MemberExpression[property.name='url']:matches([object.name='request'], [object.property.name='request'])", message: queryMessage },
    ],
  },
};

// root: tests configure an app, not process.env
// A test that writes process.env configures every later test in its process
// and hides which settings it needs; it builds its own app instead
// (server/app/testing/test-app.ts setUpTestApp / startTestApp, or the
// overrides of routeOnThrowawayDatabase). Reading process.env stays allowed, and
// so does an env object handed to a spawned child (that configures another process).
const processEnv = (node) => `${node}[object.type='MemberExpression'][object.object.name='process'][object.property.name='env']`;
const noEnvWritesMessage = "tests configure an app, not process.env: setUpTestApp(overrides) or startTestApp(overrides) (server/app/testing/test-app.ts).";
const testsConfigureAnApp = {
  files: ["**/*.test.ts", "**/*.test.tsx", "server/**/testing/**/*.ts"],
  rules: {
    "no-restricted-syntax": [
      "error",
      { selector: `AssignmentExpression > ${processEnv("MemberExpression.left")}`, message: noEnvWritesMessage },
      { selector: "AssignmentExpression > MemberExpression.left[object.name='process'][property.name='env']", message: noEnvWritesMessage },
      { selector: `UnaryExpression[operator='delete'] > ${processEnv("MemberExpression.argument")}`, message: noEnvWritesMessage },
      { selector: "CallExpression[callee.object.name='Object'][callee.property.name=/^(assign|defineProperty|defineProperties)$/] > MemberExpression.arguments:first-child[object.name='process'][property.name='env']", message: noEnvWritesMessage },
      { selector: "CallExpression[callee.object.name='vi'][callee.property.name=/^(stubEnv|unstubAllEnvs)$/]", message: noEnvWritesMessage },
    ],
  },
};

const config = [
  ...nextVitals,
  ...nextTs,
  ...engineBoundaries,
  ...ledgerBoundaries,
  ...chainBoundaries,
  ...belowRoot,
  ...servicesLedgerBoundaries,
  ...componentBoundary,
  ...appWireTypes,
  ...wireTypeMigrations,
  routeBinding,
  apiQueryFromContract,
  testsConfigureAnApp,
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  { ignores: ["scripts/_*.ts", ".next/**", "node_modules/**", "server/platform/db/generated/**", "test-results/**", "playwright-report/**", ".data/**", "next-env.d.ts"] },
];

export default config;
