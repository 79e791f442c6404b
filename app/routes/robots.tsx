import { robotsTxt } from "~/lib/seo-files";
import type { Route } from "./+types/robots";
import { routeLoader } from "~/lib/route-policy.server";

export const loader = routeLoader({ who: "anyone" }, ({ context }: Route.LoaderArgs) => {
  return new Response(robotsTxt(context.siteOrigin), {
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
});
