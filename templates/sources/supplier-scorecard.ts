import {
  bullets,
  calc,
  checklist,
  fields,
  h1,
  header,
  input,
  label,
  note,
  noteCell,
  numbered,
  p,
  round,
  signatures,
  subtitle,
  sum,
  table,
  text,
  title,
  total,
  type Cell,
  type DocumentSource,
  type NumberFormat,
  type WorkbookSource,
} from "../model";

const QUARTERS = ["E", "F", "G", "H"] as const;
const SCORES = ["I", "J", "K", "L"] as const;
const FIRST = 9;

/** How an actual value scores from 1 to 5: as a formula on its cell, and for a sample value. */
interface Rule {
  formula: (x: string) => string;
  score: (value: number) => number;
}

interface Kpi {
  area: string;
  kpi: string;
  target: string;
  weight: number;
  format: NumberFormat;
  actuals: readonly number[];
  rule: Rule;
}

/** 5 for a value at or past the first step, 4 past the second, and so on; 1 past none. */
const ladder = (op: "<=" | ">=", steps: readonly number[]): Rule => ({
  formula: (x) =>
    `IF(${x}="","",${steps.map((s, i) => `IF(${x}${op}${s},${5 - i},`).join("")}1${")".repeat(steps.length + 1)}`,
  score: (value) => {
    const step = steps.findIndex((s) => (op === "<=" ? value <= s : value >= s));
    return step < 0 ? 1 : 5 - step;
  },
});
/** The actual value is already a rating from 1 to 5. */
const rating: Rule = { formula: (x) => `IF(${x}="","",${x})`, score: (value) => value };

const KPIS: readonly Kpi[] = [
  {
    area: "Quality",
    kpi: "Defect rate (parts per million)",
    target: "500 or less",
    weight: 0.25,
    format: "integer",
    actuals: [320, 610, 280],
    rule: ladder("<=", [250, 500, 1000, 2000]),
  },
  {
    area: "Delivery",
    kpi: "On-time, in-full deliveries",
    target: "95% or more",
    weight: 0.25,
    format: "percent",
    actuals: [0.962, 0.931, 0.978],
    rule: ladder(">=", [0.98, 0.95, 0.9, 0.85]),
  },
  {
    area: "Cost",
    kpi: "Price variance against contract",
    target: "0% or less",
    weight: 0.15,
    format: "percent",
    actuals: [0, 0.012, 0.004],
    rule: ladder("<=", [0, 0.01, 0.03, 0.05]),
  },
  {
    area: "Cost",
    kpi: "Invoices correct first time",
    target: "98% or more",
    weight: 0.1,
    format: "percent",
    actuals: [0.985, 0.97, 0.992],
    rule: ladder(">=", [0.99, 0.98, 0.95, 0.9]),
  },
  {
    area: "Responsiveness",
    kpi: "Average response time (hours)",
    target: "24 or less",
    weight: 0.1,
    format: "integer",
    actuals: [6, 30, 12],
    rule: ladder("<=", [4, 24, 48, 72]),
  },
  {
    area: "Compliance",
    kpi: "Certificates, insurance and audits current (rating 1-5)",
    target: "5",
    weight: 0.1,
    format: "integer",
    actuals: [5, 4, 5],
    rule: rating,
  },
  {
    area: "Sustainability",
    kpi: "Progress on ESG improvement plan (rating 1-5)",
    target: "4 or more",
    weight: 0.05,
    format: "integer",
    actuals: [3, 3, 4],
    rule: rating,
  },
];
const LAST = FIRST + KPIS.length - 1; // 15
const WEIGHTED = LAST + 1; // 16
const BANDS_FIRST = WEIGHTED + 10; // 26
const BANDS: readonly (readonly [number, string, string])[] = [
  [4.5, "Preferred", "Eligible for more business and longer contracts"],
  [3.5, "Approved", "Meets expectations; keep monitoring"],
  [2.5, "Conditional", "Improvement plan needed within 30 days"],
  [0, "At risk", "Escalate; consider re-sourcing"],
];

const band = (score: string): string => {
  const [a, b, c, d] = [0, 1, 2, 3].map((i) => BANDS_FIRST + i);
  return `IF(${score}="","",IF(${score}>=$A$${a},$B$${a},IF(${score}>=$A$${b},$B$${b},IF(${score}>=$A$${c},$B$${c},$B$${d}))))`;
};

// The sample figures, worked out as the formulas below work them out.
type Score = number | "";
const scores = KPIS.map((k) =>
  QUARTERS.map((_, q): Score => {
    const actual = k.actuals[q];
    return actual === undefined ? "" : k.rule.score(actual);
  }),
);
const totalWeight = sum(KPIS.map((k) => k.weight));
const weighted = QUARTERS.map((_, q): Score => {
  const quarter = scores.map((row) => row[q] ?? "");
  if (quarter.every((s) => s === "")) return "";
  return sum(KPIS.map((k, i) => k.weight * (quarter[i] || 0))) / totalWeight;
});
const bandOf = (score: Score): string =>
  score === "" ? "" : (BANDS.find(([from]) => score >= from)?.[1] ?? "");
const scored = weighted.filter((s): s is number => s !== "");
const yearToDate: Score = scored.length === 0 ? "" : sum(scored) / scored.length;

const scorecardRows: (readonly Cell[] | null)[] = [
  [title("Supplier Scorecard")],
  [
    subtitle(
      "Quarterly performance review. Enter actuals in the yellow cells; scores, weighted totals and bands are calculated.",
    ),
  ],
  [
    noteCell(
      "Each KPI is scored from 1 to 5 against the thresholds in its formula (e.g. on-time delivery: 98% or more scores 5, 95% scores 4, 90% scores 3, 85% scores 2). Weights must total 100%. Bands are set in the table at the bottom of the sheet.",
    ),
  ],
  null,
  [
    label("Supplier"),
    input("[Supplier name]"),
    null,
    null,
    null,
    label("Year"),
    input(2025, "integer"),
  ],
  [label("Category"), input("[Category]"), null, null, null, label("Reviewed by"), input("[Name]")],
  null,
  [
    header("Area"),
    header("KPI"),
    header("Target"),
    header("Weight"),
    header("Q1 actual"),
    header("Q2 actual"),
    header("Q3 actual"),
    header("Q4 actual"),
    header("Q1 score"),
    header("Q2 score"),
    header("Q3 score"),
    header("Q4 score"),
  ],
  ...KPIS.map((k, i): Cell[] => {
    const row = FIRST + i;
    return [
      label(k.area),
      text(k.kpi),
      text(k.target),
      input(k.weight, "percent"),
      ...QUARTERS.map((_, q) => input(k.actuals[q] ?? null, k.format)),
      ...QUARTERS.map((c, q) =>
        calc(k.rule.formula(`${c}${row}`), scores[i]?.[q] ?? "", "integer", { align: "center" }),
      ),
    ];
  }),
  [
    label("Weighted score (out of 5)"),
    null,
    null,
    null,
    null,
    null,
    null,
    null,
    ...SCORES.map((c, q) =>
      total(
        `IF(COUNT(${c}${FIRST}:${c}${LAST})=0,"",SUMPRODUCT($D$${FIRST}:$D$${LAST},${c}${FIRST}:${c}${LAST})/SUM($D$${FIRST}:$D$${LAST}))`,
        weighted[q] ?? "",
        "decimal",
      ),
    ),
  ],
  [
    label("Performance band"),
    null,
    null,
    null,
    null,
    null,
    null,
    null,
    ...SCORES.map((c, q) =>
      calc(band(`${c}${WEIGHTED}`), bandOf(weighted[q] ?? ""), undefined, {
        align: "center",
        font: "bold",
      }),
    ),
  ],
  null,
  [
    label("Year-to-date score"),
    total(`IFERROR(AVERAGE(I${WEIGHTED}:L${WEIGHTED}),"")`, yearToDate, "decimal"),
  ],
  [
    label("Year-to-date band"),
    calc(band(`B${WEIGHTED + 3}`), bandOf(yearToDate), undefined, { font: "bold" }),
  ],
  [
    label("Weights check"),
    calc(
      `IF(ROUND(SUM(D${FIRST}:D${LAST}),4)=1,"OK","Weights must total 100%")`,
      round(totalWeight, 4) === 1 ? "OK" : "Weights must total 100%",
    ),
  ],
  null,
  [label("Comments and agreed actions"), input(null)],
  null,
  [header("Score from"), header("Band"), header("What it means")],
  ...BANDS.map(([from, name, meaning]): Cell[] => [
    input(from, "decimal"),
    input(name),
    text(meaning),
  ]),
];

export const supplierScorecardWorkbook: WorkbookSource = {
  kind: "workbook",
  title: "Supplier Scorecard (Quarterly)",
  subject: "Weighted quarterly supplier performance scorecard",
  sheets: [
    {
      name: "Scorecard",
      columns: [24, 40, 14, 10, 11, 11, 11, 11, 10, 10, 10, 10],
      rows: scorecardRows,
      merges: [
        "A1:L1",
        "A2:L2",
        "A3:L3",
        "B5:D5",
        "B6:D6",
        "G5:H5",
        "G6:H6",
        `B${WEIGHTED + 7}:L${WEIGHTED + 7}`,
        ...BANDS.map((_, i) => `C${BANDS_FIRST + i}:F${BANDS_FIRST + i}`),
      ],
      freeze: "C9",
      landscape: true,
      validations: [
        { range: `D${FIRST}:D${LAST}`, decimal: [0, 1], prompt: "Weight as a percentage" },
        { range: `E${LAST - 1}:H${LAST}`, whole: [1, 5], prompt: "Rating from 1 to 5" },
      ],
      highlights: [
        {
          range: `I${WEIGHTED}:L${WEIGHTED} B${WEIGHTED + 3}`,
          operator: "greaterThanOrEqual",
          values: [3.5],
          tone: "good",
        },
        {
          range: `I${WEIGHTED}:L${WEIGHTED} B${WEIGHTED + 3}`,
          operator: "between",
          values: [2.5, 3.4999],
          tone: "warn",
        },
        {
          range: `I${WEIGHTED}:L${WEIGHTED} B${WEIGHTED + 3}`,
          operator: "lessThan",
          values: [2.5],
          tone: "bad",
        },
      ],
    },
  ],
};

export const supplierAnnualReview: DocumentSource = {
  kind: "document",
  title: "Annual Supplier Performance Review",
  subtitle:
    "Meeting pack and record for the yearly review with a key supplier. Send the first three sections to the supplier a week before the meeting.",
  blocks: [
    fields([
      "Supplier: [Name]",
      "Contract(s) covered: [Contract IDs]",
      "Review period: [1 January - 31 December 2025]",
      "Meeting date and location: [Date, place or video link]",
      "Buyer attendees: [Names, roles]",
      "Supplier attendees: [Names, roles]",
    ]),
    h1("1. Agenda"),
    numbered([
      "Introductions and objectives of the review (5 min)",
      "The year in numbers: scorecard, spend and service levels (20 min)",
      "What went well (10 min)",
      "Issues, root causes and open actions (20 min)",
      "The supplier's view: feedback on working with us (10 min)",
      "Improvement plan and priorities for next year (20 min)",
      "Agreement on actions and close (5 min)",
    ]),
    h1("2. The Year in Numbers"),
    table(
      ["KPI", "Target", "Q1", "Q2", "Q3", "Q4", "Year"],
      [3.6, 1.6, 1, 1, 1, 1, 1.2],
      [
        ["On-time, in-full deliveries", "95%", "", "", "", "", ""],
        ["Defect rate (ppm)", "500", "", "", "", "", ""],
        ["Price variance against contract", "0%", "", "", "", "", ""],
        ["Invoices correct first time", "98%", "", "", "", "", ""],
        ["Average response time (hours)", "24", "", "", "", "", ""],
        ["Weighted scorecard score (out of 5)", "3.5", "", "", "", "", ""],
      ],
    ),
    fields([
      "Annual spend with the supplier: [Amount; change on last year]",
      "Savings delivered: [Amount, initiatives]",
      "Incidents and complaints: [Number; most serious]",
    ]),
    h1("3. What Went Well"),
    bullets([
      "[Example: zero stock-outs on critical items during the Q3 demand peak]",
      "[Example: early warning of a raw material shortage allowed us to re-plan]",
      "[Strength]",
    ]),
    h1("4. Issues and Root Causes"),
    table(
      ["Issue", "Impact", "Root cause", "Agreed action"],
      [3, 2.5, 3, 3],
      [
        [
          "[Late deliveries in Q2]",
          "[Two production stops]",
          "[Capacity at carrier]",
          "[Second carrier from July]",
        ],
        ["", "", "", ""],
        ["", "", "", ""],
      ],
    ),
    h1("5. Supplier Feedback on Working With Us"),
    note(
      "Ask the supplier what we could do better: forecast accuracy, order changes, payment on time, clarity of specifications, speed of decisions. Good customers get better service and first access to capacity and innovation.",
    ),
    bullets(["[Feedback]", "[Feedback]"]),
    h1("6. Improvement Plan"),
    table(
      ["Action", "Owner", "Due", "Success measure"],
      [4.5, 2, 1.5, 3],
      [
        ["[Action]", "[Supplier / Buyer]", "[Date]", "[e.g. OTIF 97% for three months]"],
        ["", "", "", ""],
        ["", "", "", ""],
        ["", "", "", ""],
      ],
    ),
    h1("7. Relationship Health"),
    checklist([
      "Contract is current and reflects what is being supplied.",
      "Named contacts and escalation routes are up to date on both sides.",
      "Insurance, certifications and compliance declarations are valid.",
      "Business continuity plan has been reviewed this year.",
      "ESG data (emissions, improvement plan) has been received.",
      "Quarterly business reviews took place as planned.",
    ]),
    h1("8. Priorities for Next Year"),
    numbered(["[Priority]", "[Priority]", "[Priority]"]),
    h1("9. Outcome"),
    p("Overall rating for the year: [Preferred / Approved / Conditional / At risk]."),
    signatures(["[Buyer]", "[Supplier]"]),
  ],
};
