// Build-time settings, read from Vite's env. Defaults make a fresh install work on localhost.

export const SITE_NAME = "ProcureConnect";
export const SITE_TAGLINE = "Connecting businesses, simplifying procurement.";

// Vite replaces import.meta.env at build time; build scripts run under Node read process.env.
const env: Partial<Record<string, string>> =
  typeof import.meta.env === "object"
    ? import.meta.env
    : ((globalThis as { process?: { env: Record<string, string> } }).process?.env ?? {});

/** Public origin used for canonical URLs, Open Graph tags, structured data and the sitemap. */
export const SITE_URL = (env.VITE_SITE_URL || "http://localhost:3000").replace(/\/+$/, "");
