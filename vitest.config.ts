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
    // The files share their worker's modules (Vitest's documented `isolate: false`): importing
    // the modules again for every file took a fifth of the run, and a migrated SQLite image is
    // made once per worker rather than once per file (server/db/testing.ts). No test mocks a
    // module, and each test opens its own databases, servers and clocks.
    isolate: false,
  },
});
