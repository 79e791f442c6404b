// The network's sample groups and the threads in them (issue 29), inserted with the sample data
// so that Groups & Forums and Discussion Threads are alive on first start. Authors are sample
// members (app/data/members.ts), by id; dates are days before the seed.

export interface SampleGroup {
  id: string;
  slug: string;
  name: string;
  description: string;
  topic: string;
}

export interface SampleReply {
  memberId: string;
  body: string;
  daysAgo: number;
}

export interface SampleThread {
  id: string;
  /** The group it is in, or null for an idea discussion. */
  groupId: string | null;
  /** The Innovation Challenge an idea answers. */
  challengeId?: string;
  memberId: string;
  title: string;
  body: string;
  daysAgo: number;
  replies: SampleReply[];
}

export const sampleGroups: readonly SampleGroup[] = [
  {
    id: "g1",
    slug: "sourcing-category-management",
    name: "Sourcing & Category Management",
    description:
      "Category strategies, should-cost models, RFx design and the supplier market: how buyers plan and run their sourcing.",
    topic: "Sourcing",
  },
  {
    id: "g2",
    slug: "logistics-freight",
    name: "Logistics & Freight",
    description:
      "Freight tenders, carriers, customs and Incoterms: moving goods on time and on budget.",
    topic: "Logistics",
  },
  {
    id: "g3",
    slug: "contracts-legal",
    name: "Contracts & Legal",
    description:
      "Contract clauses, liability caps, framework agreements and what to negotiate before signing.",
    topic: "Legal",
  },
  {
    id: "g4",
    slug: "esg-sustainable-procurement",
    name: "ESG & Sustainable Procurement",
    description:
      "Scope 3 data, supplier codes of conduct, circular packaging and reporting what the supply chain emits.",
    topic: "Sustainability",
  },
];

export const sampleThreads: readonly SampleThread[] = [
  {
    id: "t1",
    groupId: "g1",
    memberId: "m1",
    title: "How do you build a should-cost model for packaging?",
    body: "We buy corrugated boxes from four suppliers and the prices drift apart every quarter.\n\nHas anyone built a **should-cost model** for packaging? I am thinking of:\n\n- board grade and paper index\n- conversion cost per thousand\n- freight per pallet\n\nWhat did I miss?",
    daysAgo: 6,
    replies: [
      {
        memberId: "m3",
        body: "Add the print and tooling costs, amortised over the run. Those were 8% of our unit price and nobody was looking at them.",
        daysAgo: 5,
      },
      {
        memberId: "m11",
        body: "We index board to a published paper price each quarter, written into the contract. It ended the quarterly haggling.",
        daysAgo: 4,
      },
    ],
  },
  {
    id: "t2",
    groupId: "g1",
    memberId: "m12",
    title: "Two-envelope RFPs: worth the extra effort?",
    body: "Separating the technical and the commercial envelope keeps price from colouring the technical score. Do your evaluators actually stay blind until the end?",
    daysAgo: 3,
    replies: [
      {
        memberId: "m7",
        body: "On public projects yes, it is required. Privately we do it for anything above 250k and it has changed two awards.",
        daysAgo: 2,
      },
    ],
  },
  {
    id: "t3",
    groupId: "g2",
    memberId: "m2",
    title: "Annual freight tender: how many lanes per carrier?",
    body: "We are tendering 140 road lanes in North America. Award every lane to its cheapest bid, or bundle lanes so carriers get dense networks?",
    daysAgo: 8,
    replies: [
      {
        memberId: "m4",
        body: "Bundle. Cheapest per lane gave us a dozen carriers and terrible on-time performance on the thin lanes.",
        daysAgo: 7,
      },
      {
        memberId: "m1",
        body: "We let carriers bid on packages *and* single lanes, then solved for the lowest total. A simple optimiser is enough.",
        daysAgo: 6,
      },
    ],
  },
  {
    id: "t4",
    groupId: "g2",
    memberId: "m9",
    title: "DAP or DDP for first-time importers?",
    body: "A new supplier in Asia-Pacific offers DDP. Our customs broker says DAP gives us more control. What have you chosen, and why?",
    daysAgo: 2,
    replies: [],
  },
  {
    id: "t5",
    groupId: "g3",
    memberId: "m8",
    title: "Liability caps in SaaS contracts",
    body: "Most vendors start at 12 months of fees. For data breaches we ask for a separate, higher cap. What levels have you been able to agree?",
    daysAgo: 5,
    replies: [
      {
        memberId: "m6",
        body: "Two to three times annual fees for data protection breaches is common for us, with unlimited liability for confidentiality.",
        daysAgo: 4,
      },
    ],
  },
  {
    id: "t6",
    groupId: "g4",
    memberId: "m5",
    title: "Collecting Scope 3 data from small suppliers",
    body: "Our smaller suppliers have no carbon accounting at all. Spend-based estimates are a start, but how do you move them to real data?",
    daysAgo: 4,
    replies: [
      {
        memberId: "m10",
        body: "We ran two short workshops and gave them a one-page template. About half now send activity data once a year.",
        daysAgo: 3,
      },
    ],
  },
  {
    id: "t7",
    groupId: null,
    challengeId: "c1",
    memberId: "m4",
    title: "Returnable crates collected by the next delivery",
    body: "For last-mile drops to the same addresses every week, the driver leaves a folding crate and collects last week's. No packaging waste, and the crates last two years.",
    daysAgo: 3,
    replies: [
      {
        memberId: "m2",
        body: "We piloted this with a grocer: loss rate was about 4% a month, deposits fixed most of it.",
        daysAgo: 2,
      },
    ],
  },
  {
    id: "t8",
    groupId: null,
    challengeId: "c2",
    memberId: "m3",
    title: "Sampling tier-2 emissions data instead of asking everyone",
    body: "Rather than survey every tier-2 supplier, verify a random sample each year and scale the error to the rest. Auditors accept it with a stated confidence level.",
    daysAgo: 1,
    replies: [],
  },
];
