import {
  calc,
  checklist,
  excelDate,
  fields,
  h1,
  header,
  input,
  label,
  note,
  noteCell,
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

const DECISIONS = ["To decide", "Renew", "Renegotiate", "Re-tender", "Exit"] as const;
const STATUSES = [
  "Active",
  "Review",
  "Act now",
  "Notice missed",
  "Auto-renewed",
  "Expired",
] as const;

// ID, supplier, description, owner, category, annual value, start, end, notice days, auto-renews, decision
const CONTRACTS: readonly (readonly [
  string,
  string,
  string,
  string,
  string,
  number,
  string,
  string,
  number,
  "Yes" | "No",
  (typeof DECISIONS)[number],
])[] = [
  [
    "C-101",
    "CloudStack Ltd",
    "ERP subscription",
    "[Owner]",
    "Software & SaaS",
    84_000,
    "2023-07-01",
    "2026-06-30",
    90,
    "Yes",
    "Renegotiate",
  ],
  [
    "C-102",
    "SwiftFreight",
    "Inbound freight",
    "[Owner]",
    "Logistics",
    112_000,
    "2024-01-01",
    "2026-12-31",
    60,
    "No",
    "Re-tender",
  ],
  [
    "C-103",
    "CleanCo Services",
    "Office cleaning",
    "[Owner]",
    "Facilities",
    30_600,
    "2025-07-01",
    "2027-06-30",
    30,
    "Yes",
    "To decide",
  ],
  [
    "C-104",
    "Meridian Consulting",
    "Procurement advisory retainer",
    "[Owner]",
    "Professional Services",
    48_000,
    "2025-01-01",
    "2025-12-31",
    30,
    "No",
    "Exit",
  ],
  [
    "C-105",
    "Northwind Computing",
    "End-user devices framework",
    "[Owner]",
    "IT Hardware",
    190_000,
    "2025-02-01",
    "2028-01-31",
    120,
    "No",
    "To decide",
  ],
  [
    "C-106",
    "BrightSpace Facilities",
    "Building maintenance",
    "[Owner]",
    "Facilities",
    26_400,
    "2024-04-01",
    "2026-03-31",
    90,
    "Yes",
    "Renew",
  ],
  [
    "C-107",
    "Keystone Legal",
    "Legal services panel",
    "[Owner]",
    "Professional Services",
    65_000,
    "2024-09-01",
    "2026-08-31",
    60,
    "No",
    "To decide",
  ],
  [
    "C-108",
    "OfficeHub",
    "Office supplies catalogue",
    "[Owner]",
    "Office Supplies",
    14_500,
    "2025-05-01",
    "2026-04-30",
    30,
    "Yes",
    "Renew",
  ],
];

const FIRST = 6;
const LAST = 55;

// The sample figures, worked out as the formulas below work them out. Days to the deadline and
// the status count from the day the file is opened, so they have no value until then (null).
const noticeDeadline = (end: string, notice: number): number => excelDate(end) - notice;
const byDecision = DECISIONS.map((decision) => {
  const contracts = CONTRACTS.filter((contract) => contract[10] === decision);
  return { contracts: contracts.length, value: sum(contracts.map((contract) => contract[5])) };
});

const contractRows: (readonly Cell[] | null)[] = [
  [title("Contract Renewal Tracker")],
  [
    subtitle(
      "[Company name] contract portfolio. Dates and statuses update from today's date each time the file is opened.",
    ),
  ],
  [
    noteCell(
      "Notice deadline = end date - notice period. Status: Act now when the notice deadline is 30 days away or less, Review within 90 days, Notice missed when the deadline has passed on a contract that does not renew by itself, Auto-renewed when it does.",
    ),
  ],
  null,
  [
    header("Contract ID"),
    header("Supplier"),
    header("Description"),
    header("Owner"),
    header("Category"),
    header("Annual value"),
    header("Start date"),
    header("End date"),
    header("Notice (days)"),
    header("Auto-renews?"),
    header("Notice deadline"),
    header("Days to deadline"),
    header("Status"),
    header("Decision"),
    header("Notes"),
  ],
  ...Array.from({ length: LAST - FIRST + 1 }, (_, i): Cell[] => {
    const row = FIRST + i;
    const contract = CONTRACTS[i];
    const computed: Cell[] = [
      calc(
        `IF(OR(H${row}="",I${row}=""),"",H${row}-I${row})`,
        contract ? noticeDeadline(contract[7], contract[8]) : "",
        "date",
      ),
      calc(`IF(K${row}="","",K${row}-TODAY())`, contract ? null : "", "integer"),
      calc(
        `IF(H${row}="","",IF(H${row}<TODAY(),"Expired",IF(L${row}<0,IF(J${row}="Yes","Auto-renewed","Notice missed"),IF(L${row}<=30,"Act now",IF(L${row}<=90,"Review","Active")))))`,
        contract ? null : "",
      ),
    ];
    if (!contract) {
      return [
        input(null),
        input(null),
        input(null),
        input(null),
        input(null),
        input(null, "money"),
        input(null, "date"),
        input(null, "date"),
        input(null, "integer"),
        input(null),
        ...computed,
        input(null),
        input(null),
      ];
    }
    const [id, supplier, description, owner, category, value, start, end, notice, auto, decision] =
      contract;
    return [
      input(id),
      input(supplier),
      input(description),
      input(owner),
      input(category),
      input(value, "money"),
      input(excelDate(start), "date"),
      input(excelDate(end), "date"),
      input(notice, "integer"),
      input(auto),
      ...computed,
      input(decision),
      input(null),
    ];
  }),
];

const col = (letter: string): string => `Contracts!$${letter}$${FIRST}:$${letter}$${LAST}`;

const summaryRows: (readonly Cell[] | null)[] = [
  [title("Renewal Summary")],
  [subtitle("Calculated from the Contracts sheet")],
  null,
  [header("Status"), header("Contracts"), header("Annual value")],
  ...STATUSES.map((status, i): Cell[] => [
    text(status),
    calc(`COUNTIF(${col("M")},A${5 + i})`, null, "integer"),
    calc(`SUMIF(${col("M")},A${5 + i},${col("F")})`, null, "money"),
  ]),
  [label("Total"), total("SUM(B5:B10)", null, "integer"), total("SUM(C5:C10)", null, "money")],
  null,
  [header("Decision"), header("Contracts"), header("Annual value")],
  ...DECISIONS.map((decision, i): Cell[] => [
    text(decision),
    calc(`COUNTIF(${col("N")},A${14 + i})`, byDecision[i]?.contracts ?? 0, "integer"),
    calc(`SUMIF(${col("N")},A${14 + i},${col("F")})`, byDecision[i]?.value ?? 0, "money"),
  ]),
  null,
  [
    label("Value needing a decision within 90 days"),
    calc(
      `SUMIF(${col("L")},"<=90",${col("F")})-SUMIF(${col("L")},"<0",${col("F")})`,
      null,
      "money",
    ),
  ],
];

export const contractRenewalWorkbook: WorkbookSource = {
  kind: "workbook",
  title: "Contract Renewal Tracker",
  subject: "Contract end dates, notice deadlines and renewal decisions",
  sheets: [
    {
      name: "Contracts",
      columns: [11, 22, 28, 14, 20, 14, 12, 12, 10, 11, 13, 11, 14, 14, 30],
      rows: contractRows,
      merges: ["A1:O1", "A2:O2", "A3:O3"],
      freeze: "C6",
      autoFilter: `A5:O${LAST}`,
      landscape: true,
      validations: [
        { range: `J${FIRST}:J${LAST}`, list: ["Yes", "No"] },
        { range: `N${FIRST}:N${LAST}`, list: DECISIONS },
        { range: `I${FIRST}:I${LAST}`, whole: [0, 730], prompt: "Notice period in days" },
      ],
      highlights: [
        { range: `M${FIRST}:M${LAST}`, operator: "equal", values: ["Act now"], tone: "bad" },
        { range: `M${FIRST}:M${LAST}`, operator: "equal", values: ["Notice missed"], tone: "bad" },
        { range: `M${FIRST}:M${LAST}`, operator: "equal", values: ["Review"], tone: "warn" },
        { range: `M${FIRST}:M${LAST}`, operator: "equal", values: ["Active"], tone: "good" },
      ],
    },
    {
      name: "Summary",
      columns: [40, 14, 18],
      rows: summaryRows,
      merges: ["A1:C1", "A2:C2"],
    },
  ],
};

export const contractRenewalChecklist: DocumentSource = {
  kind: "document",
  title: "Contract Renewal: 90-Day Checklist",
  subtitle:
    "Start at least 90 days before the notice deadline, not the end date. Earlier for contracts over [USD 250,000].",
  blocks: [
    fields([
      "Contract and supplier: [Contract ID, supplier]",
      "End date: [Date]",
      "Notice period and deadline: [Days; date]",
      "Annual value: [Amount]",
      "Contract owner: [Name]",
    ]),
    note(
      "The notice deadline is the last day you can give notice to end or change the contract. Missing it can lock you into another full term, often at a higher price.",
    ),
    h1("At 90 Days Before the Notice Deadline: Review"),
    checklist([
      "Confirm the end date, notice period, renewal mechanism and any price review clause in the signed contract.",
      "Pull 12 months of spend, volumes and invoices, and compare them with the contract.",
      "Review supplier performance: scorecards, service level reports, incidents and complaints.",
      "Ask the business users: is the need still there, and has it changed?",
      "Check for compliance changes: insurance, certifications, data protection, ESG commitments.",
      "Note any known issues the supplier must fix before a renewal is agreed.",
    ]),
    h1("At 60 Days: Decide the Route"),
    checklist([
      "Run a quick market check: at least two alternative prices or benchmarks.",
      "Choose the route using the decision guide below and record the reason.",
      "Agree a negotiation plan: targets, must-haves, walk-away position.",
      "Get budget holder and, if needed, legal approval for the route.",
      "If re-tendering, confirm a short extension is possible in case the process runs late.",
    ]),
    h1("At 30 Days: Act"),
    checklist([
      "Send written notice if exiting, renegotiating or re-tendering (check the notice method in the contract).",
      "Hold the negotiation meeting and record the agreed changes.",
      "Prepare the renewal or variation document; have it signed before the deadline.",
      "If exiting, agree an exit plan: last order date, data return, asset recovery, handover to the new supplier.",
      "Update the Contract Renewal Tracker with the new end date and notice deadline.",
    ]),
    h1("Decision Guide"),
    table(
      ["Situation", "Recommended route"],
      [5, 4],
      [
        [
          "Good performance, competitive price, need unchanged",
          "Renew, asking for at least a price freeze",
        ],
        ["Good performance, price above market", "Renegotiate using market evidence"],
        ["Poor performance or need has changed significantly", "Re-tender"],
        ["Need no longer exists, or better in-house", "Exit and give notice"],
        [
          "Strategic supplier, high switching cost",
          "Renegotiate for a longer term with improvements",
        ],
      ],
    ),
    h1("Renewal Record"),
    fields([
      "Route chosen and reason: [Renew / Renegotiate / Re-tender / Exit]",
      "Price change agreed: [%]",
      "Other changes agreed: [Service levels, terms]",
      "New end date and notice deadline: [Dates]",
      "Approved by and date: [Name, date]",
    ]),
    p("File this checklist with the signed renewal, variation or notice letter."),
  ],
};
