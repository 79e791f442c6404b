import type { SavedSearch } from "./saved-search";
import { searchLabel } from "./saved-search";

// What matchmaking tells members (kinds `tender-match` and `tender-search`, decision 121): on the
// site, and by e-mail when mail is configured and the member has not turned the kind off.

interface Told {
  id: string;
  title: string;
  buyerName: string;
}

const mailOf = (title: string, body: string, link: string, origin: string) => ({
  subject: title,
  text: `${body}\n\n${origin}${link}\n\nProcureConnect\n`,
});

export function matchNotice(
  tender: Told,
  company: { vendorId: string; name: string; ownerId: string },
  origin: string,
) {
  const title = `A new tender matches ${company.name}`;
  const body = `${tender.buyerName} published “${tender.title}”, which matches what ${company.name} supplies.`;
  const link = `/projects/${tender.id}`;
  return {
    kind: "tender-match" as const,
    userId: company.ownerId,
    title,
    body,
    link,
    mail: mailOf(title, body, link, origin),
    dedupeKey: `tender-match:${tender.id}:${company.vendorId}`,
    // The same event for the company's webhook endpoints (decision 502), told once with it.
    webhook: {
      vendorId: company.vendorId,
      type: "tender.matching_published" as const,
      data: { tenderId: tender.id, title: tender.title, path: link },
    },
  };
}

export function searchNotice(
  tender: Told,
  search: SavedSearch & { userId: string },
  origin: string,
) {
  const title = `A new tender matches your saved search`;
  const body = `${tender.buyerName} published “${tender.title}”, which matches your search ${searchLabel(search)}.`;
  const link = `/projects/${tender.id}`;
  return {
    kind: "tender-search" as const,
    userId: search.userId,
    title,
    body,
    link,
    mail: mailOf(title, body, link, origin),
    dedupeKey: `tender-search:${tender.id}:${search.userId}`,
  };
}
