import {
  bullets,
  calc,
  checklist,
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
  rank,
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
  "IT Hardware",
  "Software & SaaS",
  "Logistics",
  "Facilities",
  "Professional Services",
  "Marketing",
  "Office Supplies",
] as const;
type Category = (typeof CATEGORIES)[number];

const SUPPLIERS: readonly (readonly [name: string, category: Category])[] = [
  ["Northwind Computing", "IT Hardware"],
  ["CloudStack Ltd", "Software & SaaS"],
  ["SwiftFreight", "Logistics"],
  ["Atlas Couriers", "Logistics"],
  ["BrightSpace Facilities", "Facilities"],
  ["CleanCo Services", "Facilities"],
  ["Meridian Consulting", "Professional Services"],
  ["Keystone Legal", "Professional Services"],
  ["Spark Creative", "Marketing"],
  ["OfficeHub", "Office Supplies"],
];

// Sample invoice lines: date, supplier index, business unit, description, amount.
const LINES: readonly (readonly [string, number, string, string, number])[] = [
  ["2025-01-08", 0, "Operations", "Laptops (12)", 16_440],
  ["2025-01-15", 1, "Finance", "ERP subscription Q1", 21_000],
  ["2025-01-22", 2, "Operations", "Inbound freight, January", 8_730],
  ["2025-01-29", 4, "Facilities", "Office maintenance contract", 6_200],
  ["2025-02-05", 6, "Executive", "Procurement strategy review", 18_500],
  ["2025-02-12", 9, "All", "Stationery and paper", 1_180],
  ["2025-02-19", 3, "Sales", "Courier services, February", 2_340],
  ["2025-02-26", 8, "Marketing", "Trade show stand design", 12_800],
  ["2025-03-05", 5, "Facilities", "Cleaning, Q1", 7_650],
  ["2025-03-12", 0, "IT", "Docking stations and monitors", 5_970],
  ["2025-03-19", 2, "Operations", "Inbound freight, March", 9_410],
  ["2025-03-26", 7, "Legal", "Contract review retainer", 4_500],
  ["2025-04-02", 1, "Finance", "ERP subscription Q2", 21_000],
  ["2025-04-09", 1, "IT", "Collaboration suite licences", 9_600],
  ["2025-04-16", 9, "All", "Printer toner", 860],
  ["2025-04-23", 3, "Sales", "Courier services, April", 2_110],
  ["2025-04-30", 6, "Operations", "Warehouse process study", 14_250],
  ["2025-05-07", 8, "Marketing", "Digital campaign, spring", 15_300],
  ["2025-05-14", 4, "Facilities", "HVAC repair", 3_480],
  ["2025-05-21", 2, "Operations", "Inbound freight, May", 10_120],
  ["2025-05-28", 0, "IT", "Network switches", 7_840],
  ["2025-06-04", 5, "Facilities", "Cleaning, Q2", 7_650],
  ["2025-06-11", 7, "Legal", "Supplier dispute advice", 6_900],
  ["2025-06-18", 9, "All", "Office chairs (8)", 3_120],
  ["2025-06-25", 2, "Operations", "Expedited freight", 4_260],
  ["2025-07-02", 1, "Finance", "ERP subscription Q3", 21_000],
  ["2025-07-09", 3, "Sales", "Courier services, July", 1_980],
  ["2025-07-16", 8, "Marketing", "Product brochure print run", 4_750],
  ["2025-07-23", 0, "Operations", "Handheld scanners", 9_200],
  ["2025-07-30", 6, "Executive", "Supplier market analysis", 11_000],
];

const DATA_FIRST = 6;
const DATA_LAST = 205;
const dataRange = (col: string): string => `Data!$${col}$${DATA_FIRST}:$${col}$${DATA_LAST}`;

const dataRows: (readonly Cell[] | null)[] = [
  [title("Spend Data")],
  [subtitle("[Company name], spend from [start date] to [end date]")],
  [
    noteCell(
      "Paste one row per invoice line (up to 200) into the yellow area, replacing the sample rows. Use the category list so the analysis sheets pick every line up; the By Category sheet shows any spend left unclassified.",
    ),
  ],
  null,
  [
    header("Invoice date"),
    header("Supplier"),
    header("Category"),
    header("Business unit"),
    header("Description"),
    header("Amount (USD)"),
  ],
  ...Array.from({ length: DATA_LAST - DATA_FIRST + 1 }, (_, i): Cell[] => {
    const line = LINES[i];
    if (!line)
      return [
        input(null, "date"),
        input(null),
        input(null),
        input(null),
        input(null),
        input(null, "money"),
      ];
    const [date, supplier, unit, description, amount] = line;
    const [name, category] = SUPPLIERS[supplier] ?? ["", ""];
    return [
      input(excelDate(date), "date"),
      input(name),
      input(category),
      input(unit),
      input(description),
      input(amount, "money"),
    ];
  }),
];

// The sample figures, worked out as the formulas below work them out.
const SPEND = LINES.map(([, supplier, , , amount]) => {
  const [name, category] = SUPPLIERS[supplier] ?? ["", ""];
  return { name, category, amount };
});
const totalOf = (lines: typeof SPEND): number => sum(lines.map((line) => line.amount));
const share = (part: number, whole: number): number => (whole === 0 ? 0 : part / whole);
const BY_CATEGORY = CATEGORIES.map((category) => {
  const lines = SPEND.filter((line) => line.category === category);
  return { spend: totalOf(lines), lines: lines.length };
});
const categorySpend = sum(BY_CATEGORY.map((c) => c.spend));
const categoryLines = sum(BY_CATEGORY.map((c) => c.lines));
const BY_SUPPLIER = SUPPLIERS.map(([name]) => {
  const lines = SPEND.filter((line) => line.name === name);
  return { spend: totalOf(lines), lines: lines.length };
});
const supplierSpends = BY_SUPPLIER.map((s) => s.spend);
const supplierSpend = sum(supplierSpends);
const supplierShares = supplierSpends.map((spend) => share(spend, supplierSpend));
const topThree = [...supplierSpends].sort((a, b) => b - a).slice(0, 3);

const CAT_FIRST = 5;
const CAT_LAST = CAT_FIRST + CATEGORIES.length - 1;
const CAT_TOTAL = CAT_LAST + 1;

const categoryRows: (readonly Cell[] | null)[] = [
  [title("Spend by Category")],
  [subtitle("Calculated from the Data sheet")],
  null,
  [
    header("Category"),
    header("Spend (USD)"),
    header("Share of total"),
    header("Invoice lines"),
    header("Average line (USD)"),
  ],
  ...CATEGORIES.map((category, i): Cell[] => {
    const row = CAT_FIRST + i;
    const { spend, lines } = BY_CATEGORY[i] ?? { spend: 0, lines: 0 };
    return [
      text(category),
      calc(`SUMIF(${dataRange("C")},A${row},${dataRange("F")})`, spend, "money"),
      calc(
        `IF($B$${CAT_TOTAL}=0,0,B${row}/$B$${CAT_TOTAL})`,
        share(spend, categorySpend),
        "percent",
      ),
      calc(`COUNTIF(${dataRange("C")},A${row})`, lines, "integer"),
      calc(`IF(D${row}=0,0,B${row}/D${row})`, share(spend, lines), "money"),
    ];
  }),
  [
    label("Total"),
    total(`SUM(B${CAT_FIRST}:B${CAT_LAST})`, categorySpend, "money"),
    total(
      `SUM(C${CAT_FIRST}:C${CAT_LAST})`,
      sum(BY_CATEGORY.map((c) => share(c.spend, categorySpend))),
      "percent",
    ),
    total(`SUM(D${CAT_FIRST}:D${CAT_LAST})`, categoryLines, "integer"),
    total(
      `IF(D${CAT_TOTAL}=0,0,B${CAT_TOTAL}/D${CAT_TOTAL})`,
      share(categorySpend, categoryLines),
      "money",
    ),
  ],
  null,
  [label("Total spend in Data sheet"), calc(`SUM(${dataRange("F")})`, totalOf(SPEND), "money")],
  [
    label("Unclassified spend (should be 0)"),
    calc(`B${CAT_TOTAL + 2}-B${CAT_TOTAL}`, totalOf(SPEND) - categorySpend, "money"),
  ],
];

const SUP_FIRST = 5;
const SUP_LAST = SUP_FIRST + SUPPLIERS.length - 1;
const SUP_TOTAL = SUP_LAST + 1;

const supplierRows: (readonly Cell[] | null)[] = [
  [title("Spend by Supplier")],
  [subtitle("Add or rename suppliers in column A to match the Data sheet")],
  null,
  [
    header("Supplier"),
    header("Spend (USD)"),
    header("Share of total"),
    header("Rank"),
    header("Invoice lines"),
  ],
  ...SUPPLIERS.map(([name], i): Cell[] => {
    const row = SUP_FIRST + i;
    const { spend, lines } = BY_SUPPLIER[i] ?? { spend: 0, lines: 0 };
    return [
      input(name),
      calc(`SUMIF(${dataRange("B")},A${row},${dataRange("F")})`, spend, "money"),
      calc(`IF($B$${SUP_TOTAL}=0,0,B${row}/$B$${SUP_TOTAL})`, supplierShares[i] ?? 0, "percent"),
      calc(`RANK(B${row},$B$${SUP_FIRST}:$B$${SUP_LAST})`, rank(spend, supplierSpends), "integer", {
        align: "center",
      }),
      calc(`COUNTIF(${dataRange("B")},A${row})`, lines, "integer"),
    ];
  }),
  [
    label("Total"),
    total(`SUM(B${SUP_FIRST}:B${SUP_LAST})`, supplierSpend, "money"),
    total(`SUM(C${SUP_FIRST}:C${SUP_LAST})`, sum(supplierShares), "percent"),
    null,
    total(`SUM(E${SUP_FIRST}:E${SUP_LAST})`, sum(BY_SUPPLIER.map((s) => s.lines)), "integer"),
  ],
  null,
  [
    label("Largest supplier"),
    calc(
      `INDEX(A${SUP_FIRST}:A${SUP_LAST},MATCH(MAX(B${SUP_FIRST}:B${SUP_LAST}),B${SUP_FIRST}:B${SUP_LAST},0))`,
      SUPPLIERS[supplierSpends.indexOf(Math.max(...supplierSpends))]?.[0] ?? "",
    ),
  ],
  [
    label("Top 3 suppliers' share of spend"),
    calc(
      `IF(B${SUP_TOTAL}=0,0,(LARGE(B${SUP_FIRST}:B${SUP_LAST},1)+LARGE(B${SUP_FIRST}:B${SUP_LAST},2)+LARGE(B${SUP_FIRST}:B${SUP_LAST},3))/B${SUP_TOTAL})`,
      share(sum(topThree), supplierSpend),
      "percent",
    ),
  ],
  [
    label("Suppliers under 2% of spend (tail)"),
    calc(
      `COUNTIF(C${SUP_FIRST}:C${SUP_LAST},"<0.02")`,
      supplierShares.filter((s) => s < 0.02).length,
      "integer",
    ),
  ],
];

export const spendAnalysisWorkbook: WorkbookSource = {
  kind: "workbook",
  title: "Spend Analysis Workbook",
  subject: "Spend by category and supplier",
  sheets: [
    {
      name: "Data",
      columns: [14, 26, 22, 16, 36, 16],
      rows: dataRows,
      merges: ["A1:F1", "A2:F2", "A3:F3"],
      freeze: "A6",
      autoFilter: `A5:F${DATA_LAST}`,
      validations: [
        { range: `C${DATA_FIRST}:C${DATA_LAST}`, list: CATEGORIES },
        { range: `F${DATA_FIRST}:F${DATA_LAST}`, decimal: [-10_000_000, 10_000_000] },
      ],
    },
    {
      name: "By Category",
      columns: [34, 16, 16, 14, 18],
      rows: categoryRows,
      merges: ["A1:E1", "A2:E2"],
      highlights: [{ range: `B${CAT_TOTAL + 3}`, operator: "equal", values: [0], tone: "good" }],
    },
    {
      name: "By Supplier",
      columns: [34, 16, 16, 10, 14],
      rows: supplierRows,
      merges: ["A1:E1", "A2:E2"],
    },
  ],
};

export const spendAnalysisGuide: DocumentSource = {
  kind: "document",
  title: "Spend Analysis: A Step-by-Step Guide",
  subtitle: "Turn a year of invoices into a list of savings opportunities in six steps.",
  blocks: [
    p(
      "A spend analysis answers three questions: what do we buy, from whom, and who buys it? It is the starting point for category strategies, supplier consolidation and savings targets. A first pass for a mid-sized business takes two to four weeks.",
    ),
    h1("Step 1: Extract"),
    bullets([
      "Pull 12 to 24 months of data from accounts payable (invoice lines) and, where available, purchase orders and corporate card statements.",
      "Minimum fields: invoice date, supplier name and ID, amount, currency, GL account or cost centre, description.",
      "Record the total and the row count of each extract so you can prove nothing was lost later.",
    ]),
    h1("Step 2: Cleanse"),
    bullets([
      "Normalise supplier names: group 'Northwind Computing Ltd', 'NORTHWIND COMPUTING' and 'Northwind Comp.' under one parent.",
      "Convert currencies at a single documented rate per month.",
      "Remove duplicates, credit notes paired with their invoices, and internal transfers.",
      "Exclude spend you cannot influence, such as taxes, payroll and intercompany charges, and state the exclusions.",
    ]),
    h1("Step 3: Classify"),
    p(
      "Map every line to a category. Start from suppliers (most map to one category), then use GL codes and descriptions for the rest. Aim to classify at least 95% of spend by value.",
    ),
    table(
      ["Category", "Sub-categories", "Examples"],
      [2.2, 4, 4],
      [
        ["IT Hardware", "End-user devices, networking, servers", "Laptops, monitors, switches"],
        ["Software & SaaS", "Business applications, licences, cloud", "ERP, collaboration suite"],
        ["Logistics", "Freight, courier, warehousing", "Inbound freight, parcels"],
        [
          "Facilities",
          "Maintenance, cleaning, security, utilities",
          "HVAC repair, cleaning contract",
        ],
        [
          "Professional Services",
          "Consulting, legal, audit, recruitment",
          "Strategy review, contract advice",
        ],
        ["Marketing", "Agencies, media, events, print", "Campaigns, trade shows, brochures"],
        ["Office Supplies", "Stationery, furniture, consumables", "Paper, toner, chairs"],
      ],
    ),
    h1("Step 4: Analyse"),
    numbered([
      "Rank categories and suppliers by spend (a Pareto view): typically 20% of suppliers account for 80% of spend.",
      "Count suppliers per category: many suppliers for the same thing means fragmented buying power.",
      "Find the tail: suppliers under 2% of spend that cost as much to manage as large ones.",
      "Compare spend with and without a contract or purchase order (off-contract or 'maverick' spend).",
      "Look at price per unit over time and across business units for the same item.",
      "Check payment terms by supplier against policy.",
    ]),
    h1("Step 5: Find Opportunities"),
    table(
      ["Lever", "When to use it", "Typical saving"],
      [2.5, 5, 2],
      [
        ["Consolidate suppliers", "Many suppliers for the same category", "5-15%"],
        ["Re-tender", "Contract older than three years or no competition", "5-20%"],
        ["Demand management", "Volume is growing or unmanaged", "10-30% of volume"],
        ["Specification change", "Premium specs where standard would do", "10-25%"],
        ["Compliance to contract", "High off-contract spend", "3-10%"],
        ["Payment terms", "Terms shorter than policy", "Working capital, not cost"],
      ],
    ),
    note(
      "Score each opportunity by size, ease and time to deliver, and pick three to five for the first wave. Quick wins build credibility for the harder categories.",
    ),
    h1("Step 6: Report and Refresh"),
    h2("One-page summary"),
    bullets([
      "Total addressable spend, number of suppliers, and the percentage of spend classified.",
      "Top 10 categories and top 20 suppliers with their share of spend.",
      "Off-contract spend and the savings pipeline by lever.",
      "Data gaps and the actions to close them.",
    ]),
    h2("Keep it alive"),
    checklist([
      "Refresh the data every quarter using the same rules.",
      "Keep the supplier normalisation table and category mapping under version control.",
      "Track the savings pipeline in the Savings Tracker and report realised savings, not just identified ones.",
    ]),
  ],
};
