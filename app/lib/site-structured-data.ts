import { SITE_NAME, SITE_TAGLINE, SITE_URL } from "./site-config";
import type { JsonLd } from "./structured-data";

// The site's own JSON-LD (the home page), apart from the records' (vendor profiles, job ads,
// articles), which the home page does not need to load.

/** The site's logo, for search engines. */
export const LOGO_PATH = "/favicon.svg";

export function siteOrganizationLd(): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: SITE_NAME,
    url: `${SITE_URL}/`,
    logo: `${SITE_URL}${LOGO_PATH}`,
    slogan: SITE_TAGLINE,
  };
}

export function websiteLd(): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    name: SITE_NAME,
    url: `${SITE_URL}/`,
    description: SITE_TAGLINE,
    potentialAction: {
      "@type": "SearchAction",
      target: {
        "@type": "EntryPoint",
        urlTemplate: `${SITE_URL}/vendors?q={search_term_string}`,
      },
      "query-input": "required name=search_term_string",
    },
  };
}
