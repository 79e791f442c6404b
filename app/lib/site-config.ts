// Build-time settings, read from Vite's env. Defaults make a fresh install work on localhost.

export const SITE_NAME = "ProcureConnect";
export const SITE_TAGLINE = "Connecting businesses, simplifying procurement.";

/** Public origin used for canonical URLs, Open Graph tags and the sitemap. */
export const SITE_URL = (import.meta.env.VITE_SITE_URL || "http://localhost:3000").replace(
  /\/+$/,
  "",
);
