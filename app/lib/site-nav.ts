// The site's navigation, in one place: the desktop menu, the mobile drawer and the footer all
// read from here, so every route of the spec's table is reachable from at least one of them.

export interface NavLink {
  label: string;
  to: string;
  description?: string;
}

export interface NavSection {
  label: string;
  /** Sections with links open a dropdown (desktop) or an accordion (drawer). */
  links: readonly NavLink[];
}

export type NavItem = NavSection | NavLink;

/** The page the hamburger leads to without JavaScript: every section of the menu. */
export const MENU_PAGE_PATH = "/menu";

export function isNavSection(item: NavItem): item is NavSection {
  return "links" in item;
}

/** Every page the menus and the footer link to: its name, and what the menus say of it. */
const PAGES = {
  "/network/members": ["Members Directory", "Find procurement professionals"],
  "/network/groups": ["Groups & Forums", "Join industry conversations"],
  "/projects": ["Current Projects", "Open tenders and collaborations"],
  "/projects/case-studies": ["Case Studies", "Results from real projects"],
  "/vendors": ["Supplier Directory"],
  "/vendors/register": ["Register Company"],
  "/vendors/reviews": ["Ratings & Reviews"],
  "/jobs": ["Job Board"],
  "/jobs/freelance": ["Freelance Opportunities"],
  "/knowledge/news": ["Articles & News", "Market and policy updates"],
  "/knowledge/templates": ["Templates & Guides", "RFPs, contracts, scorecards"],
  "/knowledge/training": ["Training & Webinars", "Build procurement skills"],
  "/resources/tools": ["Resource Tools", "Converters, calculators, RFP drafts"],
  "/resources/sources": ["Local & Overseas Sources", "Sourcing near and far"],
  "/resources/compliance": ["Regulations & Compliance", "Rules that shape buying"],
  "/resources/news": ["Industry News", "The latest from the sector"],
  "/ideas/challenges": ["Innovation Challenges", "Solve problems, win rewards"],
  "/ideas/discussions": ["Discussion Threads", "Share and debate ideas"],
  "/about": ["About Us", "Who we are"],
  "/about/mission": ["Mission & Vision", "What drives us"],
  "/about/team": ["Our Team", "The people behind the platform"],
  "/contact": ["Contact", "Get in touch"],
  "/legal/privacy": ["Privacy Policy"],
  "/legal/terms": ["Terms of Service"],
} as const satisfies Record<string, readonly [string, string?]>;

type PagePath = keyof typeof PAGES;

/** A section of links to these pages (the footer shows only their names). */
function section(label: string, paths: PagePath[]): NavSection {
  return {
    label,
    links: paths.map((to) => {
      const [name, description] = PAGES[to] as readonly [string, string?];
      return description ? { label: name, to, description } : { label: name, to };
    }),
  };
}

export const mainNav: readonly NavItem[] = [
  section("Network", ["/network/members", "/network/groups"]),
  section("Projects", ["/projects", "/projects/case-studies"]),
  { label: "Vendors", to: "/vendors" },
  { label: "Jobs", to: "/jobs" },
  section("Knowledge", ["/knowledge/news", "/knowledge/templates", "/knowledge/training"]),
  section("Resources", [
    "/resources/tools",
    "/resources/sources",
    "/resources/compliance",
    "/resources/news",
  ]),
  section("Ideas", ["/ideas/challenges", "/ideas/discussions"]),
  section("About", ["/about", "/about/mission", "/about/team", "/contact"]),
];

export const footerNav: readonly NavSection[] = [
  section("Platform", [
    "/vendors",
    "/vendors/register",
    "/vendors/reviews",
    "/projects",
    "/jobs",
    "/jobs/freelance",
    "/network/members",
    "/network/groups",
    "/projects/case-studies",
  ]),
  section("Resources", [
    "/knowledge/news",
    "/resources/news",
    "/knowledge/templates",
    "/knowledge/training",
    "/resources/tools",
    "/resources/sources",
    "/resources/compliance",
  ]),
  section("Company", [
    "/about",
    "/about/mission",
    "/about/team",
    "/ideas/challenges",
    "/ideas/discussions",
    "/contact",
  ]),
  section("Legal", ["/legal/privacy", "/legal/terms"]),
];
