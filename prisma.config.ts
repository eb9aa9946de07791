// Prisma CLI configuration (Prisma 7 keeps the URL out of schema.prisma).
// This file is read by the Prisma CLI only, never by the app: the app gets its
// settings from server/platform/config/env.ts. The URL is optional because `prisma
// generate` (run at postinstall) needs no database; `prisma migrate deploy` /
// `status` do, and need the native schema engine (see server/platform/db/migrate.ts).
import { defineConfig } from "prisma/config";

export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations" },
  datasource: { url: process.env.DATABASE_URL },
});
