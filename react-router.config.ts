import type { Config } from "@react-router/dev/config";
import { dynamicPrerenderPaths } from "./app/lib/prerender-paths";

export default {
  ssr: false,
  async prerender({ getStaticPaths }) {
    return [...getStaticPaths(), ...dynamicPrerenderPaths()];
  },
} satisfies Config;
