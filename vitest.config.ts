import { defineConfig } from "vitest/config";
import { fileURLToPath } from "node:url";
import { detectTestServices } from "./scripts/test-services";

// The data-layer and server tests also run on PostgreSQL and Redis when they are here.
await detectTestServices();

// Unit tests run without the React Router plugin: they exercise pure modules and components.
export default defineConfig({
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  test: {
    include: [
      "app/**/*.test.{ts,tsx}",
      "server/**/*.test.ts",
      "scripts/**/*.test.ts",
      "templates/**/*.test.ts",
    ],
    environment: "node",
    restoreMocks: true,
    // Creating a PostgreSQL database per suite takes seconds when other suites share the server
    // on two cores: the defaults (5 s, 10 s) fail a slow machine, not a broken test.
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
