import { defineConfig } from "vitest/config";
import { fileURLToPath } from "node:url";

// Unit tests run without the React Router plugin: they exercise pure modules and components.
export default defineConfig({
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  define: { __BUILD_TIME__: JSON.stringify("2026-01-01T00:00:00.000Z") },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "scripts/**/*.test.ts"],
    environment: "node",
    restoreMocks: true,
  },
});
