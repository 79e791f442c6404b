// The viewer's locale for numbers and dates on the pages that use it (tender amounts, decision
// 311): the first language of the browser's Accept-Language that Intl supports, else en-US. The
// loader reads it and hands it to the page, so the server's HTML and the browser's render agree.

export const DEFAULT_LOCALE = "en-US";

/** "de-CH,de;q=0.9,en;q=0.8" -> "de-CH"; junk or nothing -> "en-US". */
export function localeFrom(acceptLanguage: string | null | undefined): string {
  if (!acceptLanguage) return DEFAULT_LOCALE;
  const tags = acceptLanguage
    .split(",")
    .slice(0, 10)
    .map((part, i) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), i };
    })
    .filter(
      (t) => t.tag && t.tag !== "*" && t.q > 0 && /^[A-Za-z]{2,8}(-[A-Za-z0-9]{1,8})*$/.test(t.tag),
    )
    .sort((a, b) => b.q - a.q || a.i - b.i);
  for (const { tag } of tags) {
    try {
      const [supported] = Intl.NumberFormat.supportedLocalesOf(tag);
      if (supported) return supported;
    } catch {
      // Not a well-formed tag after all: the next one.
    }
  }
  return DEFAULT_LOCALE;
}

/** The locale of a request, from its Accept-Language header. */
export const requestLocale = (request: Request): string =>
  localeFrom(request.headers.get("Accept-Language"));

/**
 * The locale dates are written in: the page's language (English) with the viewer's regional
 * conventions ("de-DE" -> "en-DE": "9 December 2026 at 09:00"), so that a date is not in German
 * in the middle of an English page; en-US where the region is unknown.
 */
export function datesLocale(locale: string): string {
  try {
    const region = new Intl.Locale(locale).maximize().region;
    const [english] = region ? Intl.DateTimeFormat.supportedLocalesOf(`en-${region}`) : [];
    return english ?? DEFAULT_LOCALE;
  } catch {
    return DEFAULT_LOCALE;
  }
}
