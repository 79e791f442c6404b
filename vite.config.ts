import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { fileURLToPath } from "node:url";

// Small modules that most pages load up front (Radix internals, buttons and cards, formatting
// helpers, the icon factory and the four icons the root layout draws) go into two shared chunks instead of one tiny chunk per
// combination of routes that uses them. See docs/decisions/032-shared-chunks.md.
const radixCore =
  /node_modules[\\/]@radix-ui[\\/](react-(primitive|context|compose-refs|slot|use-[a-z-]+|id|presence|direction|collection|dismissable-layer|portal|visually-hidden)|primitive)[\\/]/;
const appCore =
  /[\\/]app[\\/](components[\\/](ui[\\/](button|badge|card|label|input)|shared[\\/](star-rating|page-header|empty-state|todays-date|member-text|card-picture|icon-tile)|placeholder[\\/]placeholder-screen)|lib[\\/](utils|format|dates|seo|site-config|control-characters|root-element|hydration-gate|clicks)|hooks[\\/](use-hydrated|use-media-query))\.|lucide-react[\\/]dist[\\/]esm[\\/](createLucideIcon|Icon|defaultAttributes|shared|icons[\\/](chevron-down|bell|arrow-left|file-question-mark)\.)|vite[\\/]preload-helper/;

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: {
    alias: [{ find: "~", replacement: fileURLToPath(new URL("./app", import.meta.url)) }],
  },
  build: {
    // build/client/.vite/manifest.json: what each route loads up front, for the size budgets.
    manifest: true,
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Only modules a page loads before interaction ($initial): lazy code stays lazy.
            { name: "radix-core", test: radixCore, tags: ["$initial"] },
            { name: "app-core", test: appCore, tags: ["$initial"] },
          ],
        },
      },
    },
  },
});
