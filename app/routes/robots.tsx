import { robotsTxt } from "~/lib/seo-files";
import { SITE_URL } from "~/lib/site-config";
import { routeLoader } from "~/lib/route-policy.server";

export const loader = routeLoader({ who: "anyone" }, () => {
  return new Response(robotsTxt(SITE_URL), {
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
});
