// Every route of the spec's route table, with the heading its page shows and its status. The
// server's answer (status, heading, title, description, each title its own) is checked through the
// request handler in tests/flows/routes.test.ts; the browser's (axe, no sideways scrolling) in
// tests/e2e/routes.spec.ts.

export interface RouteCheck {
  path: string;
  heading: string | RegExp;
  status?: number;
  /**
   * false: the phone does not run its axe and sideways-scrolling check, because the page shares
   * another listed page's template at the phone's width (the not-found pages, the articles, the
   * legal pages, an alias); the desktop checks every page.
   */
  phone?: false;
}

export const ROUTES: RouteCheck[] = [
  { path: "/", heading: /Smarter procurement/ },
  { path: "/network/members", heading: "Members Directory" },
  { path: "/network/groups", heading: "Groups & Forums" },
  { path: "/projects", heading: "Current Projects" },
  { path: "/projects/case-studies", heading: "Case Studies" },
  // A sample project has a page of its own (issue 24), as every published tender does.
  { path: "/projects/p1", heading: "Offshore Wind Farm Grid Connection" },
  { path: "/vendors", heading: "Supplier Directory" },
  { path: "/vendors/lumenstack-technologies", heading: "Lumenstack Technologies" },
  { path: "/vendors/register", heading: "Register Company" },
  { path: "/vendors/reviews", heading: "Ratings & Reviews" },
  { path: "/jobs", heading: "Job Board" },
  { path: "/jobs/freelance", heading: "Freelance Opportunities" },
  { path: "/jobs/j1", heading: /./ },
  { path: "/knowledge/news", heading: "Articles & News" },
  {
    path: "/knowledge/news/nearshoring-rebalances-supplier-networks",
    heading: "Nearshoring in 2026: How Mid-Market Buyers Are Rebalancing Supplier Networks",
  },
  {
    path: "/projects/case-studies/cold-chain-network-for-a-regional-grocer",
    heading: /Cold-Chain/,
    phone: false,
  },
  {
    path: "/resources/compliance/sanctions-screening-of-suppliers",
    heading: /Sanctions/,
    phone: false,
  },
  { path: "/knowledge/training/supplier-risk-workshop", heading: "Supplier Risk Workshop" },
  { path: "/knowledge/templates", heading: "Templates & Guides" },
  { path: "/knowledge/training", heading: "Training & Webinars" },
  { path: "/resources/tools", heading: "Resource Tools" },
  { path: "/resources/sources", heading: "Local & Overseas Sources" },
  { path: "/resources/compliance", heading: "Regulations & Compliance" },
  { path: "/resources/news", heading: "Articles & News", phone: false },
  { path: "/ideas/challenges", heading: "Innovation Challenges" },
  { path: "/ideas/discussions", heading: "Discussion Threads" },
  { path: "/about", heading: "About" },
  { path: "/developers", heading: "ProcureConnect API" },
  { path: "/about/mission", heading: "Mission & Vision" },
  { path: "/about/team", heading: "Our Team" },
  { path: "/contact", heading: "Get in touch" },
  { path: "/legal/privacy", heading: "Privacy Policy" },
  { path: "/legal/terms", heading: "Terms of Service", phone: false },
  // Where the hamburger leads without JavaScript.
  { path: "/menu", heading: "Menu" },
  { path: "/no/such/page", heading: "Page Not Found", status: 404 },
  { path: "/vendors/no-such-vendor", heading: "Vendor Not Found", status: 404, phone: false },
  { path: "/jobs/j99", heading: "Job not found", status: 404, phone: false },
  { path: "/knowledge/news/no-such-article", heading: "Page Not Found", status: 404, phone: false },
  { path: "/projects/no-such-project", heading: "Page Not Found", status: 404, phone: false },
];
