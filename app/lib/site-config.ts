// The site's name and tagline. Its public origin is no constant of the build: the server reads it
// when it starts (SITE_URL, server/config.ts) and gives it to the pages (app/lib/public-origin.ts).

export const SITE_NAME = "ProcureConnect";
export const SITE_TAGLINE = "Connecting businesses, simplifying procurement.";
