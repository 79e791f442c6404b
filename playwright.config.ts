import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./scripts/chromium";
import { detectTestServices } from "./scripts/test-services";

// The cluster test runs when PostgreSQL and Redis are here (README, Tests).
await detectTestServices();

// Browser tests run in Debian's Chromium against the production build served by our own
// server, with a fresh data folder per run. `npm run build` must have run first (`npm test`
// does it).

const PORT = Number(process.env.E2E_PORT ?? 4310);
export const BASE_URL = `http://127.0.0.1:${PORT}`;
const DATA_DIR = process.env.E2E_DATA_DIR ?? `test-results/e2e-data-${PORT}`;

// The network's flows (companies registered and approved, owned listings answering requests)
// change what the directory shows and counts, so they run against a second server with a data
// folder of its own. Helpers find the project's data folder in its metadata.
const NETWORK_PORT = PORT + 1;
const NETWORK_URL = `http://127.0.0.1:${NETWORK_PORT}`;
const NETWORK_DATA_DIR = `${DATA_DIR}-network`;
const NETWORK_SPECS = /(companies|requests|community|cpv-picker|forum-posts|webhooks)\.spec\.ts$/;
const NETWORK_NOJS_SPECS = /(companies|requests)\.nojs\.spec\.ts$/;

const serverFor = (port: number, dataDir: string) => ({
  // The compiled server, as `npm start` runs it (`npm run build` made it).
  command: `rm -rf ${dataDir} && node build/server-app/index.js`,
  url: `http://127.0.0.1:${port}/`,
  reuseExistingServer: false,
  timeout: 60_000,
  env: { PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, NODE_ENV: "production" },
});

const launchOptions = {
  executablePath: CHROMIUM_PATH,
  args: CHROMIUM_ARGS,
};

export default defineConfig({
  testDir: "tests/e2e",
  outputDir: "test-results/artifacts",
  fullyParallel: true,
  // The same run everywhere, whether or not the environment says CI: two workers (E2E_WORKERS
  // overrides), one retry, and time for axe over the largest pages on two shared cores.
  workers: Number(process.env.E2E_WORKERS) || 2,
  retries: 1,
  timeout: 60_000,
  expect: { timeout: 7_000 },
  // The JSON report keeps each test's duration, to see where the suite's time goes.
  reporter: [["list"], ["json", { outputFile: "test-results/e2e-report.json" }]],
  use: {
    baseURL: BASE_URL,
    // Recorded on a failed test's retry: recording every test costs each one a DOM snapshot per
    // step, on two shared cores.
    trace: "on-first-retry",
    launchOptions,
  },
  projects: [
    {
      name: "desktop",
      testIgnore: [/.*\.nojs\.spec\.ts/, NETWORK_SPECS],
      metadata: { dataDir: DATA_DIR },
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 }, launchOptions },
    },
    {
      // The phone runs what only a phone's size shows (tests tagged @layout: every route's axe
      // check and sideways scroll, the header and drawer, folded filters, dialogs and forms
      // before hydration); the flows behind them do not depend on the viewport, and run once.
      name: "phone",
      grep: /@layout/,
      testIgnore: [/.*\.nojs\.spec\.ts/, NETWORK_SPECS],
      metadata: { dataDir: DATA_DIR },
      use: {
        ...devices["Pixel 7"],
        viewport: { width: 390, height: 844 },
        launchOptions,
      },
    },
    {
      name: "no-js",
      testMatch: /.*\.nojs\.spec\.ts/,
      testIgnore: NETWORK_NOJS_SPECS,
      metadata: { dataDir: DATA_DIR },
      use: {
        ...devices["Desktop Chrome"],
        viewport: { width: 1280, height: 800 },
        javaScriptEnabled: false,
        launchOptions,
      },
    },
    {
      name: "network",
      testMatch: NETWORK_SPECS,
      metadata: { dataDir: NETWORK_DATA_DIR },
      use: {
        ...devices["Desktop Chrome"],
        viewport: { width: 1280, height: 800 },
        baseURL: NETWORK_URL,
        launchOptions,
      },
    },
    {
      name: "network-no-js",
      testMatch: NETWORK_NOJS_SPECS,
      metadata: { dataDir: NETWORK_DATA_DIR },
      use: {
        ...devices["Desktop Chrome"],
        viewport: { width: 1280, height: 800 },
        javaScriptEnabled: false,
        baseURL: NETWORK_URL,
        launchOptions,
      },
    },
  ],
  webServer: [serverFor(PORT, DATA_DIR), serverFor(NETWORK_PORT, NETWORK_DATA_DIR)],
});
