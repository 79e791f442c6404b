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

export const mainNav: readonly NavItem[] = [
  {
    label: "Network",
    links: [
      {
        label: "Members Directory",
        to: "/network/members",
        description: "Find procurement professionals",
      },
      {
        label: "Groups & Forums",
        to: "/network/groups",
        description: "Join industry conversations",
      },
    ],
  },
  {
    label: "Projects",
    links: [
      {
        label: "Current Projects",
        to: "/projects",
        description: "Open tenders and collaborations",
      },
      {
        label: "Case Studies",
        to: "/projects/case-studies",
        description: "Results from real projects",
      },
    ],
  },
  { label: "Vendors", to: "/vendors" },
  { label: "Jobs", to: "/jobs" },
  {
    label: "Knowledge",
    links: [
      { label: "Articles & News", to: "/knowledge/news", description: "Market and policy updates" },
      {
        label: "Templates & Guides",
        to: "/knowledge/templates",
        description: "RFPs, contracts, scorecards",
      },
      {
        label: "Training & Webinars",
        to: "/knowledge/training",
        description: "Build procurement skills",
      },
    ],
  },
  {
    label: "Resources",
    links: [
      {
        label: "Resource Tools",
        to: "/resources/tools",
        description: "Converters, calculators, RFP drafts",
      },
      {
        label: "Local & Overseas Sources",
        to: "/resources/sources",
        description: "Sourcing near and far",
      },
      {
        label: "Regulations & Compliance",
        to: "/resources/compliance",
        description: "Rules that shape buying",
      },
      { label: "Industry News", to: "/resources/news", description: "The latest from the sector" },
    ],
  },
  {
    label: "Ideas",
    links: [
      {
        label: "Innovation Challenges",
        to: "/ideas/challenges",
        description: "Solve problems, win rewards",
      },
      {
        label: "Discussion Threads",
        to: "/ideas/discussions",
        description: "Share and debate ideas",
      },
    ],
  },
  {
    label: "About",
    links: [
      { label: "About Us", to: "/about", description: "Who we are" },
      { label: "Mission & Vision", to: "/about/mission", description: "What drives us" },
      { label: "Our Team", to: "/about/team", description: "The people behind the platform" },
      { label: "Contact", to: "/contact", description: "Get in touch" },
    ],
  },
];

export const footerNav: readonly NavSection[] = [
  {
    label: "Platform",
    links: [
      { label: "Supplier Directory", to: "/vendors" },
      { label: "Register Company", to: "/vendors/register" },
      { label: "Ratings & Reviews", to: "/vendors/reviews" },
      { label: "Current Projects", to: "/projects" },
      { label: "Job Board", to: "/jobs" },
      { label: "Freelance Opportunities", to: "/jobs/freelance" },
      { label: "Members Directory", to: "/network/members" },
      { label: "Groups & Forums", to: "/network/groups" },
      { label: "Case Studies", to: "/projects/case-studies" },
    ],
  },
  {
    label: "Resources",
    links: [
      { label: "Articles & News", to: "/knowledge/news" },
      { label: "Industry News", to: "/resources/news" },
      { label: "Templates & Guides", to: "/knowledge/templates" },
      { label: "Training & Webinars", to: "/knowledge/training" },
      { label: "Resource Tools", to: "/resources/tools" },
      { label: "Local & Overseas Sources", to: "/resources/sources" },
      { label: "Regulations & Compliance", to: "/resources/compliance" },
    ],
  },
  {
    label: "Company",
    links: [
      { label: "About Us", to: "/about" },
      { label: "Mission & Vision", to: "/about/mission" },
      { label: "Our Team", to: "/about/team" },
      { label: "Innovation Challenges", to: "/ideas/challenges" },
      { label: "Discussion Threads", to: "/ideas/discussions" },
      { label: "Contact", to: "/contact" },
    ],
  },
  {
    label: "Legal",
    links: [
      { label: "Privacy Policy", to: "/legal/privacy" },
      { label: "Terms of Service", to: "/legal/terms" },
    ],
  },
];
