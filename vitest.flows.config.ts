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
    // Two files at a time: in `npm run check` the flows come last, after the browser tests, while
    // the unit tests end; one worker would then leave a core idle. Each file has its own data
    // folder and database (schema), so files do not meet.
    maxWorkers: 2,
    hookTimeout: 60_000,
  },
});
