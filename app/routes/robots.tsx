import { robotsTxt } from "~/lib/seo-files";
import { SITE_URL } from "~/lib/site-config";

export function loader() {
  return new Response(robotsTxt(SITE_URL), {
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
}
