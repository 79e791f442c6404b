import type { ReviewRelationship } from "../domain/review-rules";

// The sample vendors' reviews (issue 22): written by the sample members, so that each sample
// vendor's listed rating is the average of reviews anyone can read, to one decimal, and the
// rating, count, distribution and list agree from the first start.
// app/domains/reviews/data/sample-reviews.server.ts inserts them (with the sample data, and once
// into existing installations by migration).

export interface SampleReview {
  /** Stable, so that inserting them again adds nothing. */
  id: string;
  vendorId: string;
  /** A sample member's id (app/data/members.ts). */
  memberId: string;
  rating: 1 | 2 | 3 | 4 | 5;
  title: string;
  body: string;
  relationship: ReviewRelationship;
  /** ISO date, in the past. */
  date: string;
}

type Entry = [
  memberId: string,
  rating: SampleReview["rating"],
  relationship: "current" | "past" | "evaluated",
  date: string,
  title: string,
  body: string,
];

const RELATIONSHIPS = {
  current: "Current customer",
  past: "Past customer",
  evaluated: "Evaluated only",
} as const satisfies Record<Entry[2], ReviewRelationship>;

const byVendor: Record<string, Entry[]> = {
  // Lumenstack Technologies (Technology), listed 4.8: 5, 5, 5, 5, 4.
  v1: [
    [
      "m6",
      5,
      "current",
      "2026-09-14",
      "Our ERP finally talks to the sourcing suite",
      "Lumenstack connected our ERP to the e-sourcing platform in eleven weeks. Purchase orders, receipts and invoices now match without the spreadsheet we used to keep on the side.",
    ],
    [
      "m1",
      5,
      "current",
      "2026-06-02",
      "Clean three-way match from day one",
      "The integration team mapped our supplier master data before writing a line of code, which is why the three-way match worked on the first invoice run. Weekly status notes were short and honest.",
    ],
    [
      "m9",
      5,
      "past",
      "2026-02-20",
      "Spend data we can trust",
      "They built the data warehouse behind our spend cube. Category managers now see committed and invoiced spend by supplier the next morning instead of at month end.",
    ],
    [
      "m12",
      5,
      "current",
      "2025-11-08",
      "Support that picks up at 3 a.m.",
      "We use their 24/7 application support for the procure-to-pay stack. Two overnight incidents this year, both answered within fifteen minutes and closed with a written root cause.",
    ],
    [
      "m7",
      4,
      "past",
      "2025-07-19",
      "Strong delivery, change requests priced high",
      "The cloud migration went to plan and cut-over was uneventful. Change requests after sign-off were priced higher than we expected, so agree the rate card up front.",
    ],
  ],
  // Kestrel Freight Partners (Logistics), listed 4.7: 5, 5, 5, 5, 4, 4.
  v2: [
    [
      "m2",
      5,
      "current",
      "2026-10-03",
      "Customs clearance without the surprises",
      "Kestrel's in-house brokers clear our Rotterdam containers in a day on average. Duty estimates arrive with the booking, so finance is never surprised by the final invoice.",
    ],
    [
      "m11",
      5,
      "current",
      "2026-07-22",
      "Reliable FCL rates through peak season",
      "They honoured our contracted FCL rates through the summer peak when other forwarders added surcharges. Allocation was confirmed two weeks ahead every sailing.",
    ],
    [
      "m4",
      5,
      "past",
      "2026-03-11",
      "Bonded warehousing saved us real cash",
      "Keeping stock in their bonded warehouse let us defer import duty until goods were sold. The monthly stock reconciliation matched our own records to the unit.",
    ],
    [
      "m3",
      5,
      "current",
      "2025-12-05",
      "The tracking portal is genuinely useful",
      "Every shipment shows milestones, documents and the customs status in one place. Our buyers stopped e-mailing the account manager for updates within a month.",
    ],
    [
      "m10",
      4,
      "past",
      "2025-08-27",
      "Good forwarder, slower on air freight quotes",
      "Ocean and road were excellent. Air freight quotes took a day or two longer than we needed for urgent spares, though the rates were competitive once they came.",
    ],
    [
      "m8",
      4,
      "evaluated",
      "2025-05-16",
      "Thorough tender response",
      "We shortlisted Kestrel in our European distribution tender. Their response was complete, the contract terms were fair, and references checked out; we chose a local carrier on price.",
    ],
  ],
  // Signalhouse Marketing (Marketing), listed 4.6: 5, 5, 5, 4, 4.
  v3: [
    [
      "m5",
      5,
      "current",
      "2026-08-30",
      "Pipeline we can attribute",
      "Signalhouse rebuilt our account-based programme around thirty named accounts. Six months in, marketing-sourced pipeline is up by half and every opportunity traces back to a campaign.",
    ],
    [
      "m4",
      5,
      "past",
      "2026-04-14",
      "Trade show that paid for itself",
      "They ran our stand, pre-show outreach and follow-up for a procurement expo. We booked twenty-two qualified meetings and closed two contracts before the quarter ended.",
    ],
    [
      "m12",
      5,
      "current",
      "2025-12-18",
      "Content our buyers actually read",
      "Their writers interviewed our engineers rather than rewriting brochures. The buyer guides they produced are now the most downloaded pages on our site.",
    ],
    [
      "m1",
      4,
      "past",
      "2025-09-09",
      "Solid agency, reporting took a while to settle",
      "Campaign work was strong from the start. It took two months to agree a reporting format our sales team trusted, but the dashboards have been dependable since.",
    ],
    [
      "m9",
      4,
      "evaluated",
      "2025-04-02",
      "Clear proposal and fair retainer",
      "We evaluated them for a paid search retainer. The audit of our accounts was specific and free of jargon, and the retainer was fairly priced; we paused the project for budget reasons.",
    ],
  ],
  // Stonequay Construction (Construction), listed 4.5: 5, 5, 4, 4.
  v4: [
    [
      "m7",
      5,
      "current",
      "2026-09-25",
      "Fit-out delivered a week early",
      "Stonequay fitted out two floors of our regional office and handed over a week ahead of programme. The snagging list was short and closed within ten days.",
    ],
    [
      "m10",
      5,
      "past",
      "2026-03-28",
      "Safety culture you can see on site",
      "Daily briefings, clean sites and a named safety lead on every shift. Not one reportable incident across an eight-month warehouse extension.",
    ],
    [
      "m2",
      4,
      "past",
      "2025-10-12",
      "Good builders, variations need watching",
      "Quality of work was high and the site manager was easy to deal with. Variations were raised late twice, so keep a close eye on the change register.",
    ],
    [
      "m8",
      4,
      "current",
      "2025-06-06",
      "Fair JCT contract negotiations",
      "They accepted our amendments to the standard contract without drawn-out negotiation and provided performance bonds promptly. Monthly valuations have been accurate so far.",
    ],
  ],
  // Forgeline Precision Manufacturing (Manufacturing), listed 4.9: 5, 5, 5, 5, 5, 5, 4.
  v5: [
    [
      "m3",
      5,
      "current",
      "2026-10-10",
      "Zero rejects in a year of deliveries",
      "Forgeline machines our pump housings and has not shipped a single nonconforming part in twelve months. First article inspection reports come with every new revision.",
    ],
    [
      "m12",
      5,
      "current",
      "2026-08-04",
      "Honest lead times",
      "When they quote six weeks, parts arrive in six weeks. When material was delayed they told us the same day and offered an alternative alloy with the certificates to back it.",
    ],
    [
      "m11",
      5,
      "past",
      "2026-05-19",
      "Helped us design for manufacture",
      "Their engineers suggested tolerance changes that cut machining time by a fifth without affecting function. The unit price dropped accordingly, which few suppliers volunteer.",
    ],
    [
      "m6",
      5,
      "current",
      "2026-01-27",
      "Easy to onboard as a supplier",
      "Insurance, ISO certificates, conflict minerals and REACH declarations arrived complete on the first request. Supplier onboarding took two days instead of the usual three weeks.",
    ],
    [
      "m1",
      5,
      "past",
      "2025-10-30",
      "Reliable second source",
      "We qualified Forgeline as a second source for precision shafts. PPAP was approved first time and their capacity absorbed a sudden doubling of demand in the autumn.",
    ],
    [
      "m9",
      5,
      "current",
      "2025-06-21",
      "Transparent cost breakdowns",
      "Every quote splits material, machining, finishing and inspection, which made our should-cost review straightforward. Price increases come with index evidence attached.",
    ],
    [
      "m4",
      4,
      "evaluated",
      "2025-03-08",
      "Excellent quality, minimum order quantities are high",
      "Samples were the best of the five shops we tested. Their minimum order quantities were too high for our prototype volumes, so we will come back at production scale.",
    ],
  ],
  // Alderpoint Advisory (Professional Services), listed 4.7: 5, 5, 4.
  v6: [
    [
      "m8",
      5,
      "past",
      "2026-07-07",
      "Category strategy that held up",
      "Alderpoint led the category strategy for our facilities spend. The savings they forecast were validated by finance a year later, within two percent of the estimate.",
    ],
    [
      "m1",
      5,
      "current",
      "2026-02-13",
      "Procurement policy rewrite done properly",
      "They rewrote our procurement policy and delegation of authority with legal and audit in the room. The new approval thresholds cut cycle time without any audit findings.",
    ],
    [
      "m5",
      4,
      "past",
      "2025-09-23",
      "Sharp consultants, senior time was limited",
      "The analysis was excellent and the workshops were well run. We saw less of the partner than the proposal suggested once the engagement was under way.",
    ],
  ],
  // Tessellate Trade Finance (Finance), listed 4.8: 5, 5, 5, 5, 4.
  v7: [
    [
      "m9",
      5,
      "current",
      "2026-09-02",
      "Supply chain finance our suppliers like",
      "Tessellate runs our supplier early-payment programme. Forty of our smaller suppliers joined in the first quarter and the onboarding calls were handled by their team, not ours.",
    ],
    [
      "m11",
      5,
      "current",
      "2026-05-26",
      "Letters of credit without the delays",
      "Documentary credits for our Asian suppliers are issued within two days and discrepancies are flagged before presentation. Our payment disputes have all but disappeared.",
    ],
    [
      "m4",
      5,
      "past",
      "2025-12-29",
      "Clear fees, no hidden charges",
      "Every fee was on the term sheet and the invoices matched it to the cent. Rare in trade finance, and it made the business case easy to defend internally.",
    ],
    [
      "m3",
      5,
      "current",
      "2025-08-15",
      "Working capital freed up",
      "Extending our payment terms through their programme released a meaningful amount of working capital while our suppliers were paid earlier than before. Treasury is delighted.",
    ],
    [
      "m7",
      4,
      "evaluated",
      "2025-04-18",
      "Strong platform, integration effort underestimated",
      "We evaluated their platform for receivables finance. The product was strong, but connecting it to our ERP would have needed more internal IT time than they suggested.",
    ],
  ],
  // Solvane Energy Systems (Energy), listed 4.6: 5, 5, 5, 4, 4.
  v8: [
    [
      "m10",
      5,
      "current",
      "2026-08-19",
      "Rooftop solar on time and on budget",
      "Solvane installed solar across three of our distribution centres. Grid connection paperwork was handled entirely by them and generation has matched the forecast since commissioning.",
    ],
    [
      "m2",
      5,
      "past",
      "2026-03-04",
      "A power purchase agreement we understood",
      "They walked our finance and legal teams through the PPA line by line. The indexation and curtailment clauses were explained plainly before we signed anything.",
    ],
    [
      "m6",
      5,
      "current",
      "2025-11-21",
      "Monitoring data straight into our ESG report",
      "Their monitoring portal exports generation and avoided emissions in the format our sustainability team needs. The annual ESG report took a fraction of last year's effort.",
    ],
    [
      "m12",
      4,
      "past",
      "2025-07-03",
      "Good installers, commissioning slipped",
      "Installation quality was very good. Commissioning slipped by three weeks while waiting for the network operator, which they could have warned us about earlier.",
    ],
    [
      "m3",
      4,
      "evaluated",
      "2025-02-25",
      "Competitive battery storage bid",
      "Their battery storage proposal was the most detailed we received, with degradation curves and warranty terms spelled out. We postponed the project, not because of the bid.",
    ],
  ],
  // Quillon Data & Security (Technology), listed 4.7: 5, 5, 5, 5, 4, 4.
  v9: [
    [
      "m6",
      5,
      "current",
      "2026-10-15",
      "Supplier security reviews, finally scalable",
      "Quillon now runs the security questionnaires for all our critical suppliers. Each review comes back with a risk score and remediation actions our category managers can follow up.",
    ],
    [
      "m8",
      5,
      "past",
      "2026-06-11",
      "Penetration test with a useful report",
      "The findings were ranked by business impact, not just CVSS scores, and the retest was included in the fixed price. Our auditors accepted the report without questions.",
    ],
    [
      "m2",
      5,
      "current",
      "2026-01-09",
      "ISO 27001 certification in seven months",
      "They guided us from gap analysis to certification in seven months. Policies were written for our size rather than copied from a template, and the audit had no major findings.",
    ],
    [
      "m10",
      5,
      "current",
      "2025-09-30",
      "Calm hands during an incident",
      "When a supplier's breach exposed some of our data, Quillon's incident team had a containment plan within hours and drafted the regulator notification with our lawyers.",
    ],
    [
      "m5",
      4,
      "past",
      "2025-06-28",
      "Thorough, but the SOC reports came late",
      "The managed detection service was effective. Monthly SOC reports arrived a week or more after month end, which made our own governance reporting awkward.",
    ],
    [
      "m11",
      4,
      "evaluated",
      "2025-03-19",
      "Strong proposal, priced at the top of the range",
      "We invited Quillon to tender for a data protection assessment. Their method was the most rigorous of the bids, and also the most expensive; a fair choice for larger programmes.",
    ],
  ],
  // Southerly Cold Chain (Logistics), listed 4.5: 5, 5, 5, 3.
  v10: [
    [
      "m11",
      5,
      "current",
      "2026-09-18",
      "Temperature logs for every pallet",
      "Southerly moves our chilled produce from the port to four regional depots. Every pallet arrives with a continuous temperature log, and our quality team has not rejected a load this year.",
    ],
    [
      "m3",
      5,
      "current",
      "2026-04-30",
      "GDP-compliant pharma distribution",
      "They passed our good distribution practice audit with no major observations. Validated lanes and the deviation process are documented to the standard our QA expects.",
    ],
    [
      "m7",
      5,
      "past",
      "2025-11-14",
      "Handled our seasonal peak",
      "Volumes tripled over the holiday season and Southerly added vehicles and a night shift without renegotiating rates. On-time delivery stayed above ninety-eight percent.",
    ],
    [
      "m9",
      3,
      "past",
      "2025-05-22",
      "Good service, invoicing needs work",
      "Deliveries themselves were reliable. Invoices regularly missed our purchase order numbers and fuel surcharges were applied inconsistently, which cost our accounts payable team hours each month.",
    ],
  ],
};

export const sampleReviews: readonly SampleReview[] = Object.entries(byVendor).flatMap(
  ([vendorId, entries]) =>
    entries.map(([memberId, rating, relationship, date, title, body], i): SampleReview => ({
      id: `sample-review-${vendorId}-${i + 1}`,
      vendorId,
      memberId,
      rating,
      title,
      body,
      relationship: RELATIONSHIPS[relationship],
      date,
    })),
);

/** The author id a sample review is stored with: never a sign-in account's id. */
export function sampleAuthorId(memberId: string): string {
  return `sample-member:${memberId}`;
}
