import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

// Architecture boundaries (style.md): the engine is pure and imports nothing
// outside itself; components never import server code other than types.
const enginePatterns = (escape) => [
  { regex: "^@/(?!server/engine(/|$))", message: "server/engine is pure: import only from server/engine." },
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
    "no-restricted-globals": ["error", { name: "fetch", message: "server/engine does no I/O." }, { name: "process", message: "server/engine reads no env." }],
    "no-restricted-properties": ["error", { object: "Date", property: "now", message: "server/engine has no clock: use snapshot.observedAt." }],
  },
}));

const componentBoundary = {
  files: ["components/**/*.{ts,tsx}"],
  rules: {
    "@typescript-eslint/no-restricted-imports": [
      "error",
      {
        patterns: [
          { group: ["@/server/*", "!@/server/contracts", "!@/server/contracts/*"], message: "components may import server code as types only.", allowTypeImports: true },
          { group: ["@prisma/*", "pg", "@electric-sql/*"], message: "components never touch the database." },
        ],
      },
    ],
  },
};

const config = [
  ...nextVitals,
  ...nextTs,
  ...engineBoundaries,
  componentBoundary,
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  { ignores: ["scripts/_*.ts", ".next/**", "node_modules/**", "server/db/generated/**", "test-results/**", "playwright-report/**", ".data/**", "next-env.d.ts"] },
];

export default config;
