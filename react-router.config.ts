import type { Config } from "@react-router/dev/config";

// Every page is rendered by our server from the loaders' data (server/pages.ts). BUILD_DIR
// exists for the benchmarks, which build variants of the same app side by side.
export default {
  ssr: true,
  buildDirectory: process.env.BUILD_DIR || "build",
} satisfies Config;
