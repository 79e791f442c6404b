import {
  bullets,
  calc,
  columnLetter,
  excelDate,
  h1,
  h2,
  header,
  input,
  label,
  note,
  noteCell,
  numbered,
  p,
  subtitle,
  sum,
  table,
  text,
  title,
  total,
  type Cell,
  type DocumentSource,
  type WorkbookSource,
} from "../model";

const CATEGORIES = [
  "Supply continuity",
  "Quality",
  "Financial",
  "Compliance",
  "Geopolitical",
  "Cyber",
  "ESG",
  "Logistics",
] as const;
const STATUSES = ["Open", "Monitoring", "Closed"] as const;

// ID, title, description, category, supplier/area, owner, L, I, mitigation, residual L, residual I, status, review
const RISKS: readonly (readonly [
  string,
  string,
  string,
  (typeof CATEGORIES)[number],
  string,
  string,
  number,
  number,
  string,
  number,
  number,
  (typeof STATUSES)[number],
  string,
])[] = [
  [
    "R-01",
    "Single source for control boards",
    "Because one supplier makes our control boards, a fire or failure at its plant would stop our assembly line for 6-10 weeks.",
    "Supply continuity",
    "Northwind Computing",
    "[Owner]",
    3,
    5,
    "Qualify a second source; hold 4 weeks of safety stock.",
    2,
    4,
    "Open",
    "2025-09-30",
  ],
  [
    "R-02",
    "Key supplier financial distress",
    "Because a key packaging supplier has falling margins and high debt, it may fail, leaving us without packaging for 4+ weeks.",
    "Financial",
    "[Packaging supplier]",
    "[Owner]",
    2,
    4,
    "Quarterly credit monitoring; alternative supplier identified.",
    2,
    3,
    "Monitoring",
    "2025-10-31",
  ],
  [
    "R-03",
    "Ransomware at logistics provider",
    "Because our 3PL's systems hold all our orders, a cyber attack could stop dispatches for days.",
    "Cyber",
    "SwiftFreight",
    "[Owner]",
    3,
    4,
    "Security questionnaire and SOC 2 review; manual dispatch fallback.",
    2,
    3,
    "Open",
    "2025-08-31",
  ],
  [
    "R-04",
    "Forced labour in tier-2 supply",
    "Because cotton is sourced from high-risk regions, forced labour in the supply chain could lead to import detentions and reputational damage.",
    "ESG",
    "[Textile supplier]",
    "[Owner]",
    2,
    5,
    "Traceability audit; supplier code of conduct; certified sources only.",
    1,
    5,
    "Open",
    "2025-12-31",
  ],
  [
    "R-05",
    "Port congestion",
    "Because 70% of imports arrive through one port, congestion or strikes could delay shipments by 2-3 weeks.",
    "Logistics",
    "Ocean freight",
    "[Owner]",
    4,
    3,
    "Alternative port routing agreed with forwarder; buffer stock for A items.",
    3,
    2,
    "Monitoring",
    "2025-09-30",
  ],
  [
    "R-06",
    "Tariff increase on imported components",
    "Because components are imported from one country, new tariffs could raise unit costs by 10-25%.",
    "Geopolitical",
    "[Component suppliers]",
    "[Owner]",
    3,
    3,
    "Price adjustment clause; dual-region sourcing study.",
    3,
    2,
    "Open",
    "2025-11-30",
  ],
  [
    "R-07",
    "Quality escape on machined parts",
    "Because incoming inspection is by sampling, defective parts could reach customers and trigger a recall.",
    "Quality",
    "[Machining supplier]",
    "[Owner]",
    2,
    4,
    "Supplier PPAP; 100% inspection on critical dimensions for 3 months.",
    1,
    4,
    "Monitoring",
    "2025-08-31",
  ],
  [
    "R-08",
    "Expired supplier insurance",
    "Because insurance certificates are not tracked, a supplier could work on site uninsured.",
    "Compliance",
    "All site contractors",
    "[Owner]",
    3,
    2,
    "Certificate expiry tracking in the supplier system; access blocked on expiry.",
    1,
    2,
    "Closed",
    "2025-12-31",
  ],
];

const FIRST = 6;
const LAST = 55;
const ratingFormula = (score: string): string =>
  `IF(${score}="","",IF(${score}>=15,"High",IF(${score}>=8,"Medium","Low")))`;

// The sample figures, worked out as the formulas below work them out.
type Score = number | "";
const scoreOf = (l: number | undefined, m: number | undefined): Score =>
  l === undefined || m === undefined ? "" : l * m;
const ratingOf = (score: Score): string =>
  score === "" ? "" : score >= 15 ? "High" : score >= 8 ? "Medium" : "Low";
const SCORED = RISKS.map((risk) => {
  const [, , , category, , , l, m, , rl, rm, status] = risk;
  const score = scoreOf(l, m);
  const residual = scoreOf(rl, rm);
  return {
    category,
    status,
    l,
    m,
    score,
    rating: ratingOf(score),
    residual,
    residualRating: ratingOf(residual),
  };
});
const numbers = (scores: readonly Score[]): number[] => scores.filter((s): s is number => s !== "");
const count = (test: (risk: (typeof SCORED)[number]) => boolean): number =>
  SCORED.filter(test).length;

const registerRows: (readonly Cell[] | null)[] = [
  [title("Supply Chain Risk Register")],
  [subtitle("[Company name]. Owner of the register: [Name]. Last reviewed: [date].")],
  [
    noteCell(
      "Score = likelihood x impact, each from 1 to 5 (see the Scales sheet). Rating: 15-25 High, 8-14 Medium, 1-7 Low. Residual scores are after mitigation. Write each risk as cause, event and consequence.",
    ),
  ],
  null,
  [
    header("ID"),
    header("Risk"),
    header("Description (cause, event, consequence)"),
    header("Category"),
    header("Supplier or area"),
    header("Owner"),
    header("Likelihood (1-5)"),
    header("Impact (1-5)"),
    header("Score"),
    header("Rating"),
    header("Mitigation"),
    header("Residual likelihood"),
    header("Residual impact"),
    header("Residual score"),
    header("Residual rating"),
    header("Status"),
    header("Next review"),
  ],
  ...Array.from({ length: LAST - FIRST + 1 }, (_, i): Cell[] => {
    const row = FIRST + i;
    const score = (l: string, m: string, result: Score): Cell =>
      calc(`IF(OR(${l}${row}="",${m}${row}=""),"",${l}${row}*${m}${row})`, result, "integer", {
        align: "center",
      });
    const rating = (s: string, result: Score): Cell =>
      calc(ratingFormula(`${s}${row}`), ratingOf(result), undefined, { align: "center" });
    const risk = RISKS[i];
    const [id, name, description, category, area, owner, l, m, mitigation, rl, rm, status, review] =
      risk ?? [];
    const inherent = scoreOf(l, m);
    const residual = scoreOf(rl, rm);
    return [
      input(id ?? null),
      input(name ?? null),
      input(description ?? null),
      input(category ?? null),
      input(area ?? null),
      input(owner ?? null),
      input(l ?? null, "integer"),
      input(m ?? null, "integer"),
      score("G", "H", inherent),
      rating("I", inherent),
      input(mitigation ?? null),
      input(rl ?? null, "integer"),
      input(rm ?? null, "integer"),
      score("L", "M", residual),
      rating("N", residual),
      input(status ?? null),
      input(review ? excelDate(review) : null, "date"),
    ];
  }),
];

const reg = (col: string): string => `Register!$${col}$${FIRST}:$${col}$${LAST}`;
const IMPACT_COLS = [2, 3, 4, 5, 6].map(columnLetter); // B..F hold impact 1..5
const axis = (value: number): Cell => ({
  value,
  style: { font: "header", fill: "header", border: true, align: "center" },
});
const axisRow = (): Cell[] => [header("Likelihood \\ Impact"), ...[1, 2, 3, 4, 5].map(axis)];

const matrixRows: (readonly Cell[] | null)[] = [
  [title("Risk Matrix")],
  [subtitle("Top: the score at each position. Bottom: open and monitored risks at each position.")],
  null,
  axisRow(), // row 4
  ...[5, 4, 3, 2, 1].map((likelihood, r): Cell[] => [
    axis(likelihood),
    ...IMPACT_COLS.map((c, i) =>
      calc(`$A${5 + r}*${c}$4`, likelihood * (i + 1), "integer", { align: "center" }),
    ),
  ]), // rows 5-9
  null,
  axisRow(), // row 11
  ...[5, 4, 3, 2, 1].map((likelihood, r): Cell[] => [
    axis(likelihood),
    ...IMPACT_COLS.map((c, i) =>
      calc(
        `COUNTIFS(${reg("G")},$A${12 + r},${reg("H")},${c}$11,${reg("P")},"<>Closed")`,
        count((x) => x.l === likelihood && x.m === i + 1 && x.status !== "Closed"),
        "integer",
        { align: "center" },
      ),
    ),
  ]), // rows 12-16
];

const RATINGS = ["High", "Medium", "Low"] as const;
const risksIn = (category: string): number => count((x) => x.category === category);
const inherentTotal = sum(numbers(SCORED.map((x) => x.score)));
const residualTotal = sum(numbers(SCORED.map((x) => x.residual)));

const summaryRows: (readonly Cell[] | null)[] = [
  [title("Risk Summary")],
  [subtitle("Calculated from the Register sheet")],
  null,
  [header("Rating"), header("Inherent"), header("Residual")],
  ...RATINGS.map((rating, i): Cell[] => [
    text(rating),
    calc(
      `COUNTIF(${reg("J")},A${5 + i})`,
      count((x) => x.rating === rating),
      "integer",
    ),
    calc(
      `COUNTIF(${reg("O")},A${5 + i})`,
      count((x) => x.residualRating === rating),
      "integer",
    ),
  ]),
  [
    label("Total risks"),
    total("SUM(B5:B7)", sum(RATINGS.map((r) => count((x) => x.rating === r))), "integer"),
    total("SUM(C5:C7)", sum(RATINGS.map((r) => count((x) => x.residualRating === r))), "integer"),
  ],
  null,
  [header("Status"), header("Risks")],
  ...STATUSES.map((status, i): Cell[] => [
    text(status),
    calc(
      `COUNTIF(${reg("P")},A${11 + i})`,
      count((x) => x.status === status),
      "integer",
    ),
  ]),
  null,
  [header("Category"), header("Risks"), header("Average score")],
  ...CATEGORIES.map((category, i): Cell[] => [
    text(category),
    calc(`COUNTIF(${reg("D")},A${16 + i})`, risksIn(category), "integer"),
    calc(
      `IF(B${16 + i}=0,"",SUMIF(${reg("D")},A${16 + i},${reg("I")})/B${16 + i})`,
      risksIn(category) === 0
        ? ""
        : sum(numbers(SCORED.filter((x) => x.category === category).map((x) => x.score))) /
            risksIn(category),
      "decimal",
    ),
  ]),
  null,
  [
    label("Average reduction from mitigation"),
    calc(
      `IFERROR(1-SUM(${reg("N")})/SUM(${reg("I")}),0)`,
      inherentTotal === 0 ? 0 : 1 - residualTotal / inherentTotal,
      "percent",
    ),
  ],
];

const LIKELIHOOD: readonly (readonly [string, string, string])[] = [
  [
    "1",
    "Rare",
    "Less than 5% chance in the next 12 months; has not happened in the industry recently",
  ],
  ["2", "Unlikely", "5-20%; has happened elsewhere in the industry"],
  ["3", "Possible", "20-50%; has happened to us or a peer in the last 5 years"],
  ["4", "Likely", "50-80%; has happened to us in the last 2 years"],
  ["5", "Almost certain", "More than 80%; is happening now or expected"],
];
const IMPACT: readonly (readonly [string, string, string, string, string])[] = [
  ["1", "Minimal", "Under [USD 10k]", "No disruption to customers", "No external attention"],
  ["2", "Minor", "[USD 10k - 100k]", "Delay of days, absorbed internally", "Local complaints"],
  ["3", "Moderate", "[USD 100k - 1m]", "Some customer orders late", "Trade press coverage"],
  ["4", "Major", "[USD 1m - 5m]", "Production stopped for weeks", "National media; customer loss"],
  [
    "5",
    "Severe",
    "Over [USD 5m]",
    "Prolonged stoppage; key customers lost",
    "Sustained media; regulatory action",
  ],
];

export const riskRegisterWorkbook: WorkbookSource = {
  kind: "workbook",
  title: "Supply Chain Risk Register",
  subject: "Likelihood x impact risk register with residual risk",
  sheets: [
    {
      name: "Register",
      columns: [7, 28, 46, 18, 22, 12, 11, 10, 8, 10, 40, 11, 10, 10, 10, 12, 12],
      rows: registerRows,
      merges: ["A1:Q1", "A2:Q2", "A3:Q3"],
      freeze: "C6",
      autoFilter: `A5:Q${LAST}`,
      landscape: true,
      validations: [
        { range: `D${FIRST}:D${LAST}`, list: CATEGORIES },
        {
          range: `G${FIRST}:H${LAST} L${FIRST}:M${LAST}`,
          whole: [1, 5],
          prompt: "1 (lowest) to 5 (highest)",
        },
        { range: `P${FIRST}:P${LAST}`, list: STATUSES },
      ],
      highlights: [
        {
          range: `J${FIRST}:J${LAST} O${FIRST}:O${LAST}`,
          operator: "equal",
          values: ["High"],
          tone: "bad",
        },
        {
          range: `J${FIRST}:J${LAST} O${FIRST}:O${LAST}`,
          operator: "equal",
          values: ["Medium"],
          tone: "warn",
        },
        {
          range: `J${FIRST}:J${LAST} O${FIRST}:O${LAST}`,
          operator: "equal",
          values: ["Low"],
          tone: "good",
        },
      ],
    },
    {
      name: "Matrix",
      columns: [20, 10, 10, 10, 10, 10],
      rows: matrixRows,
      merges: ["A1:F1", "A2:F2"],
      highlights: [
        { range: "B5:F9", operator: "greaterThanOrEqual", values: [15], tone: "bad" },
        { range: "B5:F9", operator: "between", values: [8, 14], tone: "warn" },
        { range: "B5:F9", operator: "lessThan", values: [8], tone: "good" },
      ],
    },
    {
      name: "Summary",
      columns: [36, 12, 14],
      rows: summaryRows,
      merges: ["A1:C1", "A2:C2"],
    },
    {
      name: "Scales",
      columns: [8, 16, 24, 36, 34],
      rows: [
        [title("Scoring Scales")],
        null,
        [header("Likelihood"), header("Rating"), header("Meaning"), null, null],
        ...LIKELIHOOD.map(([n, name, meaning]): Cell[] => [
          text(n, { align: "center" }),
          label(name),
          text(meaning),
        ]),
        null,
        [
          header("Impact"),
          header("Rating"),
          header("Financial"),
          header("Operational"),
          header("Reputation"),
        ],
        ...IMPACT.map(([n, name, money, ops, reputation]): Cell[] => [
          text(n, { align: "center" }),
          label(name),
          text(money),
          text(ops),
          text(reputation),
        ]),
      ],
      merges: ["C3:E3", "C4:E4", "C5:E5", "C6:E6", "C7:E7", "C8:E8"],
    },
  ],
};

export const riskScoringGuide: DocumentSource = {
  kind: "document",
  title: "Supply Chain Risk: Scoring Guide",
  subtitle: "How to identify, score, treat and review risks in the risk register.",
  blocks: [
    h1("1. The Process"),
    numbered([
      "Identify: list risks per critical supplier and category, using the prompts in section 6.",
      "Describe: write each risk as cause, event and consequence.",
      "Score: rate likelihood and impact from 1 to 5; score = likelihood x impact.",
      "Treat: choose avoid, reduce, transfer or accept, and agree actions with an owner and date.",
      "Re-score: rate the residual risk assuming the actions are in place.",
      "Review: at the frequency set by the rating, and whenever something changes.",
    ]),
    h1("2. Writing a Good Risk Statement"),
    p(
      "Because [cause], there is a risk that [event], which would lead to [consequence]. For example: because our control boards come from one plant, there is a risk that a fire there stops supply, which would halt assembly for 6-10 weeks.",
    ),
    note(
      "Avoid vague risks such as 'supplier failure'. A specific statement tells you what to measure and what to do.",
    ),
    h1("3. Likelihood"),
    table(["Score", "Rating", "Guide (next 12 months)"], [1, 2, 7], LIKELIHOOD),
    h1("4. Impact"),
    p("Score impact on the worst realistic outcome, using the highest column that applies."),
    table(
      ["Score", "Rating", "Financial", "Operational", "Reputation"],
      [1, 1.6, 2.2, 3.2, 3.2],
      IMPACT,
    ),
    h1("5. The 5 x 5 Matrix"),
    table(
      ["Likelihood \\ Impact", "1", "2", "3", "4", "5"],
      [2.4, 1, 1, 1, 1, 1],
      [5, 4, 3, 2, 1].map((l) => [String(l), ...[1, 2, 3, 4, 5].map((i) => String(l * i))]),
    ),
    table(
      ["Score", "Rating", "Response", "Review"],
      [1.2, 1.3, 5.5, 2],
      [
        [
          "15-25",
          "High",
          "Escalate to the leadership team. Treatment plan within 30 days; consider stopping the activity until reduced.",
          "Monthly",
        ],
        [
          "8-14",
          "Medium",
          "Owner agrees treatment actions within 90 days; report progress to the category lead.",
          "Quarterly",
        ],
        ["1-7", "Low", "Accept and monitor, or treat if cheap to do so.", "Every 6-12 months"],
      ],
    ),
    h1("6. Treatment Options"),
    table(
      ["Option", "What it means", "Supply chain examples"],
      [1.4, 3.5, 5],
      [
        [
          "Avoid",
          "Stop the activity that creates the risk",
          "Exit a supplier in a sanctioned region",
        ],
        [
          "Reduce",
          "Lower likelihood or impact",
          "Second source, safety stock, supplier audits, quality gates",
        ],
        [
          "Transfer",
          "Shift the financial impact",
          "Insurance, contract indemnities, price adjustment clauses",
        ],
        [
          "Accept",
          "Take the risk knowingly",
          "Low-score risks where treatment costs more than the impact",
        ],
      ],
    ),
    h1("7. Where to Look for Risks"),
    h2("Prompts by category"),
    bullets([
      "Supply continuity: single or sole sources, capacity limits, long lead times, natural hazards at supplier sites.",
      "Financial: supplier credit rating, dependency on us, currency exposure, commodity prices.",
      "Quality: process changes at the supplier, new sub-suppliers, inspection gaps.",
      "Compliance: sanctions, export controls, insurance, certifications, data protection.",
      "Cyber: supplier access to our systems or data, supplier ransomware resilience.",
      "ESG: forced labour, emissions, deforestation, conflict minerals in lower tiers.",
      "Logistics and geopolitics: ports, routes, tariffs, conflicts, trade restrictions.",
    ]),
    h2("Triggers for an immediate review"),
    bullets([
      "A supplier misses deliveries or its credit rating falls.",
      "A major event in a supplier's region (disaster, conflict, new sanctions).",
      "A change in a supplier's ownership, site or key sub-suppliers.",
      "A near miss or incident, ours or a peer's.",
    ]),
  ],
};
