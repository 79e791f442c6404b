import { robotsTxt } from "~/lib/seo-files";
import type { Route } from "./+types/robots";

export function loader({ context }: Route.LoaderArgs) {
  return new Response(robotsTxt(context.siteOrigin), {
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
}
