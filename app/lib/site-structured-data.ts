import { absoluteUrl } from "./public-origin";
import { SITE_NAME, SITE_TAGLINE } from "./site-config";
import type { JsonLd } from "./structured-data";

// The site's own JSON-LD (the home page), apart from the records' (vendor profiles, job ads,
// articles), which the home page does not need to load.

/** The site's logo, for search engines. */
export const LOGO_PATH = "/favicon.svg";

export function siteOrganizationLd(origin: string): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: SITE_NAME,
    url: absoluteUrl(origin, "/"),
    logo: absoluteUrl(origin, LOGO_PATH),
    slogan: SITE_TAGLINE,
  };
}

export function websiteLd(origin: string): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    name: SITE_NAME,
    url: absoluteUrl(origin, "/"),
    description: SITE_TAGLINE,
    potentialAction: {
      "@type": "SearchAction",
      target: {
        "@type": "EntryPoint",
        urlTemplate: absoluteUrl(origin, "/vendors?q={search_term_string}"),
      },
      "query-input": "required name=search_term_string",
    },
  };
}
