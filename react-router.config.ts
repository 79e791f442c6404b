import type { Config } from "@react-router/dev/config";

// Every page is rendered by our server from the loaders' data (server/pages.ts). BUILD_DIR and
// APP_DIR exist for the benchmarks, which build variants of the same app side by side
// (scripts/bench-web-csr.ts writes the client-rendered one's app directory).
export default {
  ssr: true,
  appDirectory: process.env.APP_DIR || "app",
  buildDirectory: process.env.BUILD_DIR || "build",
} satisfies Config;
