import { defineConfig } from "vitest/config";
import { fileURLToPath } from "node:url";
import { detectTestServices } from "./scripts/test-services";

// The flows' tests (tests/flows, README "Tests"): the production build served by our own server
// in process, driven through its request handler. `npm run build` must have run first
// (`npm test` runs them after the build).
await detectTestServices();

export default defineConfig({
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  test: {
    include: ["tests/flows/**/*.test.ts"],
    environment: "node",
    // The production build and React's production builds, as `npm start` runs them.
    env: { NODE_ENV: "production", LOG_LEVEL: "warn" },
    restoreMocks: true,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
