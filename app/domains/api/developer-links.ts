// The "Bulk data and webhooks" section of /developers: links to the bulk OCDS packages and the
// webhooks' guide. Filled in by the change feed, webhooks and bulk work (issue 45 items 3 to 5).

export interface DeveloperLink {
  href: string;
  title: string;
  description: string;
}

export const DEVELOPER_LINKS: readonly DeveloperLink[] = [
  {
    href: "/projects/ocds.json",
    title: "OCDS release package of awarded tenders",
    description: "The latest awarded public tenders, as an Open Contracting release package.",
  },
];
