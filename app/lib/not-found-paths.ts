// Prerendered "not found" documents. Our server answers an unknown path with HTTP 404 and the
// document that the client router will render for that same path, so hydration matches:
// an unknown vendor slug gets the vendor route's "Vendor Not Found", anything else the
// Page Not Found screen.

export const GENERIC_NOT_FOUND_PATH = "/404";

export const DETAIL_NOT_FOUND_PATHS = [
  { prefix: "/vendors/", path: "/vendors/_not-found" },
  { prefix: "/jobs/", path: "/jobs/_not-found" },
  { prefix: "/knowledge/news/", path: "/knowledge/news/_not-found" },
] as const;

export const NOT_FOUND_PATHS: readonly string[] = [
  GENERIC_NOT_FOUND_PATH,
  ...DETAIL_NOT_FOUND_PATHS.map((d) => d.path),
];

/** The prerendered path whose document answers an unknown `pathname`. */
export function notFoundDocumentFor(pathname: string): string {
  const clean = pathname.replace(/\/+$/, "");
  for (const { prefix, path } of DETAIL_NOT_FOUND_PATHS) {
    if (clean.startsWith(prefix)) {
      const rest = clean.slice(prefix.length);
      if (rest.length > 0 && !rest.includes("/")) return path;
    }
  }
  return GENERIC_NOT_FOUND_PATH;
}
