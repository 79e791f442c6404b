import type { Config } from "@react-router/dev/config";
import { dynamicPrerenderPaths } from "./app/lib/prerender-paths";

// BUILD_DIR and SPA_BUILD exist for the benchmark (scripts/bench-web.ts), which also builds the
// same app as a client-rendered single-page app for comparison.
const spaBuild = process.env.SPA_BUILD === "1";
// The scale benchmark's build (10,000 generated vendors) needs only the directory page.
const scaleBuild = process.env.SCALE_FIXTURE === "1";

export default {
  ssr: false,
  buildDirectory: process.env.BUILD_DIR || "build",
  // The single-page variant prerenders only "/" (React Router then also writes the client-rendered
  // shell, __spa-fallback.html, that the benchmark serves for every path).
  prerender: spaBuild
    ? ["/"]
    : scaleBuild
      ? ["/", "/vendors"]
      : async ({ getStaticPaths }) => [...getStaticPaths(), ...dynamicPrerenderPaths()],
} satisfies Config;
