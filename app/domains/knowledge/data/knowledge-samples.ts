import type { ArticleDetails, SourcingChannel, TeamMember } from "../rules";
import type { TrainingInput } from "./model.server";

// The knowledge section's sample content (issue 31), written for this site: the bodies of the six
// sample news articles, case studies, compliance guides, training events (dated from the day the
// database is seeded), sourcing channels and the team.

/** The Markdown bodies of the sample news articles, by slug. */
export const SAMPLE_ARTICLE_BODIES: Record<string, string> = {
  "nearshoring-rebalances-supplier-networks": `Two years of unpredictable freight, longer lead times and the occasional border closure have changed how mid-market manufacturers think about their supply base. Few are leaving Asia. Most are adding a second, closer source and deciding, part by part, how much volume it should carry.

## Why the calculation changed

For a decade the answer was simple: the lowest unit price won, and the landed cost barely moved it. That no longer holds. When a container that cost 1,800 dollars costs 6,000 for a quarter, and a six-week lead time becomes eleven, the inventory a buyer must carry to stay safe eats most of the unit-price gap.

Buyers we spoke to now compare suppliers on **total landed cost plus the cost of the buffer stock** each source requires. Once the buffer is priced, a regional supplier that is 8 to 12 percent dearer per unit often comes out even.

## How three manufacturers split their volumes

- **A pump maker in the Midwest** kept its castings in Asia but moved final machining to a partner in Mexico. Asian volume fell by a quarter; the scale discount fell by only two points because the castings order stayed whole.
- **A furniture brand in Poland** gave 30 percent of its fabric volume to a Turkish mill, with the right to raise it to 50 percent at four weeks' notice.
- **An electronics assembler in Texas** qualified a second board supplier in Mexico for its three highest-volume products only, and kept the long tail where it was.

## Keeping the discount

The common thread is that none of them split every category evenly. They moved the parts where lead time hurts most and protected the volumes that earn their discounts. Each renegotiated with the incumbent first, explaining the change openly: two of the three kept their price tiers by committing to a minimum annual quantity.

## Where to start

1. List your top 20 parts by spend and by the cost of a stock-out.
2. Price the safety stock each source needs, not only the unit.
3. Shortlist regional suppliers in the [supplier directory](/vendors) and run a small trial order before you commit volume.

Nearshoring is not a single decision. It is a portfolio of small ones, made part by part.`,

  "iso-20400-sustainable-procurement-policy": `ISO 20400 is guidance, not a certifiable standard, and that is its strength: it tells an organisation how to build sustainability into the way it buys rather than handing it a checklist. Many procurement teams still stop at a policy statement. Here are the five steps that turn the statement into decisions.

## 1. Find where your spend does the most harm

Start from the spend analysis, not the policy. Rank categories by spend and by their social and environmental risk: raw materials, logistics, textiles, electronics and construction usually rise to the top. A short list of high-risk categories keeps the effort where it counts.

## 2. Write criteria suppliers can meet

Vague requirements such as "demonstrate sustainability" produce vague answers. Ask for evidence you can check: an energy audit, a published emissions inventory, a living-wage commitment with a date. The [ESG supplier questionnaire](/knowledge/templates) is a practical starting point.

## 3. Score it, and give it weight

If sustainability is not part of the evaluation score, it will not change a single award. Teams that took ISO 20400 seriously give it between **10 and 20 percent** of the technical score in high-risk categories, and make a few requirements pass or fail.

## 4. Put it in the contract

A criterion that disappears after award does not last. Add the commitments to the contract as obligations with reporting dates, and agree what happens when a supplier misses them: an improvement plan first, then consequences.

## 5. Review suppliers, not only bids

Review the largest suppliers in the high-risk categories every year. Share the results with them, celebrate the ones who improve and help the ones who are trying.

> A sustainable procurement policy is measured by the suppliers it changes, not by the pages it fills.

Teams that follow these steps report the same lesson: the hard part is not writing the policy but keeping it in every tender. Make it part of the templates your buyers already use, and it stays.`,

  "freight-rates-cool-as-capacity-returns": `Spot rates on the main Asia–Europe lanes have fallen for a third consecutive month as a wave of newly built vessels enters service. For shippers who spent the last two years paying whatever the market asked, the change is welcome, but forwarders warn against reading it as a return to the old normal.

## What is happening

Carriers ordered a record number of large container ships when rates peaked. Those ships are now being delivered, and capacity on the Asia–North Europe trade has grown faster than demand. Carriers have responded with blank sailings and slower steaming, which has slowed the fall without stopping it.

![Freight rate illustration](/images/articles/freight-rates-cool-as-capacity-returns.svg)

## Contract or spot?

Annual contract rates follow the spot market with a lag of several months. That makes this a good moment to negotiate, but the forwarders we spoke to advise a split rather than a bet:

- **Put 60 to 70 percent of predictable volume on annual contracts** negotiated now, while carriers want to fill their new ships.
- **Keep the rest on the spot market** to benefit if rates keep falling, and to keep a second carrier relationship warm.
- **Negotiate the terms, not only the rate**: equipment availability, free time at destination and a clause that reopens the price if the spot market moves by more than an agreed band.

## The risks that remain

Lower rates do not remove the risks that caused the last spike. Route disruptions, port congestion and sudden changes in demand can reverse the trend within weeks. Buyers should keep the buffer stock they built for the most critical parts until rates have been stable for several quarters.

## What to do this quarter

1. Review which lanes you ship on and how much volume is predictable.
2. Ask two or three [logistics providers](/vendors?category=Logistics) for contract and index-linked offers.
3. Check your incoterms: a supplier who pays the freight may not pass the savings on.

A falling market rewards buyers who are ready to negotiate. It punishes those who mistake a cycle for a trend.`,

  "ai-spend-analytics-for-category-managers": `Spend analytics tools that classify purchase data automatically have become one of the most visible uses of machine learning in procurement. The promise is clean, comparable data in days instead of months. We asked category managers who have used them for a year what they actually delivered.

## Where the tools earned their keep

**Classification.** Years of purchase orders with free-text descriptions, inconsistent supplier names and missing category codes are where the tools shine. Teams reported that 85 to 90 percent of lines were classified correctly on the first pass, against a few weeks of manual work for a sample.

**Supplier normalisation.** "ACME Ltd", "Acme Limited" and "ACME (UK)" become one supplier, with its parent company attached. For the first time, several teams saw their real spend with their largest suppliers.

**Finding the tail.** The tools surfaced hundreds of suppliers used once or twice a year, a ready list for consolidation.

## Where judgement still decides

- **Why a supplier was chosen.** The data shows that a team pays more than another for the same item; it cannot tell that the dearer supplier is the only one that meets a safety standard.
- **Whether savings are real.** A price that fell may reflect a smaller specification. Category managers still check before reporting a saving.
- **Relationships.** No model knows that a supplier helped out during a shortage and earned some loyalty.

## How to get value quickly

1. Start with one or two categories where the data is messy and the spend is high.
2. Have a category expert review the first results and correct the model. The corrections improve it for everyone.
3. Agree in advance which decisions the analysis will inform: a tender, a consolidation, a renegotiation.

## The verdict

The tools are good at turning noise into information. Turning information into decisions remains the category manager's job, and the best teams use the time they save to spend more of it with suppliers. The [spend analysis workbook](/knowledge/templates) is a good way to check the output by hand.`,

  "supplier-risk-scoring-watchlist": `Most disruptions that stop a production line were visible in advance to somebody: a supplier late on its payments, a single plant making a critical part, a ransomware attack reported in the press. A risk score brings those signals together so that buyers can act before the line stops.

## Three signals, one score

A practical model needs only three groups of signals, each scored from 1 (low) to 5 (high):

1. **Financial health**: late payments, falling credit ratings, a change of ownership, a sudden demand for shorter payment terms.
2. **Dependency**: the share of a part you buy from this supplier alone, how long another source would take to qualify, and whether it makes the part in one plant.
3. **Cyber and operational posture**: the supplier's answers to a short security questionnaire, its certifications, and any reported incidents.

Multiply the highest of the three by the **impact** on your business if the supplier stopped for a month (also 1 to 5). Scores of 15 or more go on the watchlist.

## What the watchlist is for

A watchlist is only useful if each supplier on it has an owner and a plan:

- a named person who reviews the supplier every quarter;
- a contingency: a second source qualified, safety stock agreed, or a contract clause giving you the tooling;
- a trigger that starts the contingency, agreed in advance.

## Keeping it current

Review scores quarterly and whenever a signal changes. Many teams subscribe to a credit monitoring service for the suppliers on the list and ask the rest to confirm their answers each year.

## Start small

You do not need a new system. The [risk register workbook](/knowledge/templates) scores likelihood and impact and highlights what needs attention. Start with your 30 largest suppliers and the single-source parts, and grow the list as you learn.

The next disruption is already on its way. The question is whether it will be on your watchlist when it arrives.`,

  "e-invoicing-mandates-readiness-checklist": `Structured electronic invoices are becoming compulsory between businesses across Europe. Italy has required them for years; Belgium, Poland, France and Germany are following on their own timetables, and the EU's VAT in the Digital Age package will make cross-border e-invoicing the norm. For purchase-to-pay teams, the deadline is not the day a mandate starts but the day your largest supplier starts sending invoices your systems cannot read.

## What changes

A PDF sent by e-mail is not an e-invoice. Mandates require a structured format (such as EN 16931, UBL or a national variant), usually sent through an accredited network or a government platform. Your system must be able to receive it, validate it and match it to a purchase order without someone retyping it.

## The readiness checklist

**Supplier master data**

- [ ] Every active supplier has a valid VAT number and legal name, checked against the official register.
- [ ] Bank details are verified and changes follow a call-back procedure.
- [ ] You know which suppliers already send structured invoices, and through which network.

**Purchase orders and matching**

- [ ] Purchase orders carry references your suppliers can quote on the invoice.
- [ ] Units of measure and prices on the order match what suppliers invoice.
- [ ] Tolerances for automatic matching are agreed with finance.

**Systems and archiving**

- [ ] Your accounts payable system, or its provider, can receive the formats your countries require.
- [ ] Invoices are archived in their original structured form for the legal retention period.
- [ ] Rejections are sent back to suppliers automatically, with a reason.

## Work with your suppliers

Small suppliers will need help. Tell them early which formats and networks you accept, and give them a free way to send a compliant invoice, such as a supplier portal. The [supplier onboarding checklist](/knowledge/templates) can carry the new requirements.

## Where to start

Map the countries you buy in against their mandate dates, then fix master data first: it is the cause of most rejected e-invoices, and it makes every other step easier.`,
};

/** Sample case studies: projects carried out with the directory's companies. */
export const SAMPLE_CASE_STUDIES: {
  slug: string;
  title: string;
  excerpt: string;
  author: string;
  date: string;
  imageUrl: string;
  details: ArticleDetails;
  body: string;
}[] = [
  {
    slug: "cold-chain-network-for-a-regional-grocer",
    title: "A Cold-Chain Network for a Regional Grocer",
    excerpt:
      "A grocer with 40 stores replaced three temperature-controlled carriers with one partner and cut spoilage by a third in six months.",
    author: "Grace Liu",
    date: "2026-10-02",
    imageUrl: "/images/articles/freight-rates-cool-as-capacity-returns.svg",
    details: {
      sector: "Retail & Grocery",
      region: "Asia-Pacific",
      companies: ["southerly-cold-chain"],
      results: [
        "Spoilage down 34% in six months",
        "One carrier instead of three",
        "Temperature records for every delivery",
      ],
    },
    body: `## The challenge

A regional grocer with 40 stores in Victoria worked with three temperature-controlled carriers, each with its own booking system and none with continuous temperature records. Spoilage on chilled lines ran at over 4 percent, and nobody could say where in the chain it happened.

## The approach

The grocer's procurement team published a tender on ProcureConnect for chilled and frozen distribution, scored 60 percent on service and traceability and 40 percent on price. Five carriers bid. Southerly Cold Chain won with a proposal for continuous temperature logging and a shared dashboard.

The contract tied a share of the fee to spoilage targets, reviewed every quarter.

## What changed

- Every delivery now carries a temperature record the stores can check on arrival.
- Routes were redesigned around two cross-dock points, so vans spend less time with their doors open.
- Store managers reject deliveries outside the temperature band, and the carrier pays for them.

## The lesson

Consolidating carriers only worked because the contract measured the outcome the grocer cared about, and the data to check it was part of the service.`,
  },
  {
    slug: "precision-parts-second-source",
    title: "Qualifying a Second Source for Precision Pump Parts",
    excerpt:
      "A pump maker qualified a German machining partner in eleven weeks, ending its dependence on a single supplier for its critical housings.",
    author: "Thomas Becker",
    date: "2026-08-21",
    imageUrl: "/images/articles/supplier-risk-scoring-watchlist.svg",
    details: {
      sector: "Manufacturing",
      region: "Europe",
      companies: ["forgeline-precision-manufacturing", "alderpoint-advisory"],
      results: [
        "Second source qualified in 11 weeks",
        "Zero nonconforming parts in the first year",
        "Single-source exposure on critical parts down from 70% to 35%",
      ],
    },
    body: `## The challenge

A pump manufacturer bought 70 percent of its machined housings from one supplier. When that supplier's plant stopped for three weeks after a fire, the manufacturer's own lines stopped with it.

## The approach

Alderpoint Advisory helped the team rank its parts by risk, using a likelihood-and-impact register, and set out a qualification plan for the highest. The team shortlisted three machining companies in the directory and invited them to quote on a sample batch.

Forgeline Precision Manufacturing delivered first-article inspection reports with the samples and passed the capability study on the first attempt.

## What changed

- Forgeline now supplies half of the critical housings, under a two-year agreement.
- The original supplier kept the rest, and its price, by agreeing a recovery plan.
- The risk register is reviewed every quarter with both suppliers.

## The lesson

A second source costs less to qualify before a disruption than during one.`,
  },
  {
    slug: "secure-data-platform-for-a-logistics-hub",
    title: "A Secure Data Platform for a Logistics Hub",
    excerpt:
      "A port operator moved its cargo tracking to a new platform with a security partner checking every release, and passed its first external audit.",
    author: "Priya Raman",
    date: "2026-06-05",
    imageUrl: "/images/articles/ai-spend-analytics-for-category-managers.svg",
    details: {
      sector: "Logistics",
      region: "Europe",
      companies: ["lumenstack-technologies", "quillon-data-security", "kestrel-freight-partners"],
      results: [
        "Migration with no unplanned downtime",
        "External security audit passed first time",
        "Cargo status available to customers in real time",
      ],
    },
    body: `## The challenge

A logistics hub in Rotterdam tracked cargo in a system built fifteen years ago. Customers called to ask where their containers were, and the security team could not say who had access to what.

## The approach

The hub ran two linked procurements: a platform build, won by Lumenstack Technologies, and independent security assurance, won by Quillon Data & Security. Kestrel Freight Partners, the hub's largest customer, joined the design reviews to make sure the new status updates met forwarders' needs.

Keeping the builder and the reviewer separate was the team's most important decision: each release was checked by someone with no stake in shipping it.

## What changed

- Customers now see cargo status online, updated as events happen.
- Access is granted by role and reviewed every quarter.
- The hub passed its first external security audit without major findings.

## The lesson

When security matters, buy the assurance separately from the build.`,
  },
];

/** Sample compliance guides, one per topic. */
export const SAMPLE_COMPLIANCE_GUIDES: {
  slug: string;
  title: string;
  excerpt: string;
  author: string;
  date: string;
  details: ArticleDetails;
  body: string;
}[] = [
  {
    slug: "anti-bribery-due-diligence-for-suppliers",
    title: "Anti-Bribery Due Diligence for Suppliers",
    excerpt:
      "What the UK Bribery Act and similar laws expect of a buyer, and a proportionate check for new suppliers and intermediaries.",
    author: "Kwame Mensah",
    date: "2026-09-10",
    details: { jurisdiction: "United Kingdom", topic: "Anti-bribery", templates: ["t19", "t7"] },
    body: `## Why it matters to procurement

Under the UK Bribery Act 2010, a company commits an offence if a person acting on its behalf pays a bribe, unless it had **adequate procedures** to prevent it. Agents, distributors and suppliers who deal with officials for you are such persons.

## A proportionate check

1. **Rate the risk**: country, sector, whether the supplier deals with public officials, and how it is paid (success fees are a warning sign).
2. **Ask**: ownership, links to officials, past investigations, its own anti-bribery policy.
3. **Verify** the answers that matter: the company register, sanctions and adverse media searches.
4. **Contract**: an anti-bribery clause, audit rights and the right to terminate.

## Warning signs

- Requests for payment to a third party or another country.
- Fees out of line with the work.
- Reluctance to put terms in writing.

Record what you checked and why: adequate procedures must be shown, not claimed.`,
  },
  {
    slug: "sanctions-screening-of-suppliers",
    title: "Sanctions Screening of Suppliers",
    excerpt:
      "Who must be screened, against which lists, how often, and what to do with a possible match.",
    author: "Martín Álvarez",
    date: "2026-08-14",
    details: { jurisdiction: "International", topic: "Sanctions", templates: ["t19", "t21"] },
    body: `## The obligation

Paying a sanctioned person or a company they own is prohibited in the EU, the UK and the US, and the lists change weekly. A buyer must know who it pays, and who owns them.

## What to screen

- The supplier's legal entity and trading names.
- Its owners of 25 percent or more, and anyone who controls it.
- Banks and countries payments go to.

## When

At onboarding, and again whenever the lists change. Most teams screen the whole supplier master data automatically every night and review matches the next morning.

## A possible match

1. Stop payments to the supplier, without telling it why.
2. Compare dates of birth, addresses and registration numbers to rule out a false positive.
3. If the match is real, escalate to legal counsel: a licence or a report to the authorities may be required.

Keep a record of every match and its resolution.`,
  },
  {
    slug: "data-protection-in-supplier-contracts",
    title: "Data Protection in Supplier Contracts",
    excerpt:
      "When a supplier processes personal data for you, the GDPR requires a contract with specific terms. Here is what it must contain.",
    author: "Elena Marchetti",
    date: "2026-07-03",
    details: { jurisdiction: "European Union", topic: "Data protection", templates: ["t5", "t8"] },
    body: `## When a processor agreement is needed

Whenever a supplier handles personal data on your instructions (payroll, hosting, marketing, customer support), Article 28 of the GDPR requires a written contract with the processor.

## What it must say

- The subject, duration, nature and purpose of the processing, and the types of data and people concerned.
- That the supplier acts only on your documented instructions.
- Confidentiality of the supplier's staff.
- The security measures it takes.
- Rules for sub-processors: your approval, and the same obligations passed down.
- Help with data subjects' requests and with breaches, which it must report without delay.
- Deletion or return of the data at the end.
- Your right to audit.

## Transfers outside the EU

If the data leaves the EU, add the Commission's standard contractual clauses and assess the destination's laws.

## In practice

Ask for the supplier's security certifications before signing, and keep a register of processors with the data each one handles.`,
  },
  {
    slug: "modern-slavery-statements",
    title: "Modern Slavery Statements: What Buyers Must Show",
    excerpt:
      "Large companies in the UK must publish a yearly statement on slavery in their supply chains. What it covers and how procurement supplies the evidence.",
    author: "Grace Liu",
    date: "2026-05-20",
    details: { jurisdiction: "United Kingdom", topic: "Modern slavery", templates: ["t24", "t23"] },
    body: `## Who must publish

Under section 54 of the UK Modern Slavery Act 2015, organisations with a turnover of £36 million or more that do business in the UK publish a statement every financial year, approved by the board and linked from their homepage.

## What it should cover

- The organisation's structure, business and supply chains.
- Its policies on slavery and human trafficking.
- Due diligence in its business and supply chains.
- The parts of the business and supply chain where there is a risk, and the steps taken.
- How effective those steps were, measured by indicators.
- Training for staff.

## Procurement's part

Most of the evidence comes from procurement: a map of high-risk categories and countries, supplier questionnaires, audit results and the actions agreed with suppliers.

A statement that reports what was found, and what was done about it, is more credible than one that reports nothing.`,
  },
  {
    slug: "esg-reporting-and-your-suppliers",
    title: "ESG Reporting and Your Suppliers",
    excerpt:
      "The EU's sustainability reporting rules reach into the supply chain. Which supplier data you will be asked for, and how to collect it.",
    author: "Kwame Mensah",
    date: "2026-04-08",
    details: { jurisdiction: "European Union", topic: "ESG reporting", templates: ["t23", "t24"] },
    body: `## Why suppliers are in scope

The Corporate Sustainability Reporting Directive asks large companies to report on their value chain, not only their own operations. For most, purchased goods and services are the largest share of greenhouse gas emissions (Scope 3).

## What you will be asked for

- Emissions from purchased goods and services, ideally from suppliers' own data rather than spend-based estimates.
- Working conditions and human rights risks in the supply chain.
- Business conduct: anti-corruption, payment practices.

## Collecting it

1. Start with the suppliers that make up most of your spend and emissions.
2. Send one questionnaire a year, with clear definitions, and accept recognised certifications as evidence.
3. Record the source and quality of every number: auditors will ask.

## Using it

Data collected only for the report is a cost. Data used in supplier selection and reviews changes results, and the report improves with it.`,
  },
];

const DAY = 24 * 60 * 60_000;

/** Sample training events, dated from `now`: three to come and two past. */
export function sampleTrainingEvents(now: Date): TrainingInput[] {
  const at = (days: number, hourUtc: number) => {
    const d = new Date(now.getTime() + days * DAY);
    d.setUTCHours(hourUtc, 0, 0, 0);
    return d.toISOString();
  };
  return [
    {
      title: "Writing an RFP Suppliers Can Answer",
      startsAt: at(9, 14),
      durationMinutes: 60,
      format: "online",
      location: "Online (the joining link is sent with your reminder)",
      level: "Introductory",
      capacity: 100,
      description:
        "How to describe what you need so that bids can be compared: scope, requirements, evaluation criteria and timelines. We work through the [RFP template](/knowledge/templates) section by section.\n\n- What to put in the scope, and what to leave out\n- Pass/fail requirements versus scored ones\n- Questions suppliers always ask, answered in advance",
      recordingUrl: null,
    },
    {
      title: "Supplier Risk Workshop",
      startsAt: at(23, 9),
      durationMinutes: 180,
      format: "in-person",
      location: "Rotterdam, Netherlands (Maritime Business Centre)",
      timeZone: "Europe/Amsterdam",
      level: "Intermediate",
      capacity: 24,
      description:
        "A half-day workshop on building and running a supplier watchlist. Bring your top 20 suppliers (anonymised if you prefer): you leave with a scored risk register and a contingency plan for the three highest risks.",
      recordingUrl: null,
    },
    {
      title: "Negotiating Freight Contracts in a Falling Market",
      startsAt: at(37, 15),
      durationMinutes: 75,
      format: "online",
      location: "Online (the joining link is sent with your reminder)",
      level: "Advanced",
      capacity: 60,
      description:
        "Index-linked rates, reopener clauses and volume commitments: how to lock in today's rates without giving up flexibility. With a forwarder's view of what carriers will and will not accept.",
      recordingUrl: null,
    },
    {
      title: "E-Invoicing Mandates: Getting Purchase-to-Pay Ready",
      startsAt: at(-20, 13),
      durationMinutes: 60,
      format: "online",
      location: "Online",
      level: "Intermediate",
      capacity: 150,
      description:
        "The European mandates' timetables, the formats they require, and the checklist purchase-to-pay teams used to get ready.",
      recordingUrl: "/knowledge/news/e-invoicing-mandates-readiness-checklist",
    },
    {
      title: "Introduction to ISO 20400",
      startsAt: at(-48, 10),
      durationMinutes: 90,
      format: "online",
      location: "Online",
      level: "Introductory",
      capacity: 200,
      description:
        "What the sustainable procurement guidance asks of buyers, and five steps to put it into practice.",
      recordingUrl: "/knowledge/news/iso-20400-sustainable-procurement-policy",
    },
  ];
}

/** Curated sourcing channels, maintained by operators from the console. */
export const SAMPLE_CHANNELS: Omit<SourcingChannel, "id">[] = [
  {
    name: "Chartered Institute of Procurement & Supply (CIPS)",
    url: "https://www.cips.org/",
    kind: "Trade association",
    region: "International",
    description: "The professional body for procurement, with events and supplier guidance.",
  },
  {
    name: "International Chamber of Commerce",
    url: "https://iccwbo.org/",
    kind: "Chamber of commerce",
    region: "International",
    description: "The world business organisation: trade rules, Incoterms and national committees.",
  },
  {
    name: "Enterprise Europe Network",
    url: "https://een.ec.europa.eu/",
    kind: "Export agency",
    region: "Europe",
    description: "The EU's network that matches buyers with suppliers across Europe.",
  },
  {
    name: "U.S. Commercial Service",
    url: "https://www.trade.gov/",
    kind: "Export agency",
    region: "North America",
    description:
      "The US government's trade promotion service, with partner search in 70 countries.",
  },
  {
    name: "Enterprise Singapore",
    url: "https://www.enterprisesg.gov.sg/",
    kind: "Export agency",
    region: "Asia-Pacific",
    description: "Singapore's agency for enterprise development and overseas trade.",
  },
  {
    name: "Dubai Chamber of Commerce",
    url: "https://www.dubaichamber.com/",
    kind: "Chamber of commerce",
    region: "Middle East & Africa",
    description: "Business directory and trade missions for the Gulf region.",
  },
];

/** The team, edited by operators from the console. */
export const SAMPLE_TEAM: Omit<TeamMember, "id">[] = [
  {
    name: "Amara Okafor",
    role: "Co-founder and Chief Executive",
    bio: "Amara led procurement for a pan-African retailer for ten years before starting ProcureConnect to make sourcing open to every supplier.",
    photoUrl: null,
  },
  {
    name: "Jonas Lindqvist",
    role: "Co-founder and Head of Engineering",
    bio: "Jonas builds the platform. Before ProcureConnect he built e-invoicing networks used by thousands of suppliers.",
    photoUrl: null,
  },
  {
    name: "Elena Marchetti",
    role: "Editor, Knowledge",
    bio: "Elena edits the articles, guides and case studies, and writes about sourcing strategy and nearshoring.",
    photoUrl: null,
  },
  {
    name: "Kwame Mensah",
    role: "Head of Compliance Content",
    bio: "A former supplier auditor, Kwame writes the compliance guides and runs the training programme.",
    photoUrl: null,
  },
  {
    name: "Sofia Reyes",
    role: "Community and Supplier Success",
    bio: "Sofia helps companies join the network, claim their listings and get the most from their profiles.",
    photoUrl: null,
  },
];
