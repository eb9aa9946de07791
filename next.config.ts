import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  // PGlite and pg are server-only packages with their own file/wasm assets.
  serverExternalPackages: ["@electric-sql/pglite", "pglite-prisma-adapter", "pg"],
  poweredByHeader: false,
};

export default nextConfig;
