import {
  calc,
  excelDate,
  header,
  input,
  label,
  noteCell,
  rank,
  subtitle,
  sum,
  text,
  title,
  total,
  type Cell,
  type CellSpec,
  type WorkbookSource,
} from "../model";

const SAVINGS_TYPES = ["Cost reduction", "Cost avoidance"] as const;
const STATUSES = ["Identified", "Negotiating", "Contracted", "Realised"] as const;

// ID, initiative, category, supplier, type, status, baseline price, new price, annual volume, start, owner
const INITIATIVES: readonly (readonly [
  string,
  string,
  string,
  string,
  (typeof SAVINGS_TYPES)[number],
  (typeof STATUSES)[number],
  number,
  number,
  number,
  string,
  string,
])[] = [
  [
    "S-001",
    "Laptop framework re-tender",
    "IT Hardware",
    "Northwind Computing",
    "Cost reduction",
    "Realised",
    1_370,
    1_215,
    140,
    "2025-02-01",
    "[Owner]",
  ],
  [
    "S-002",
    "Courier consolidation",
    "Logistics",
    "Atlas Couriers",
    "Cost reduction",
    "Contracted",
    9.8,
    8.4,
    6_500,
    "2025-04-01",
    "[Owner]",
  ],
  [
    "S-003",
    "SaaS licence right-sizing",
    "Software & SaaS",
    "CloudStack Ltd",
    "Cost reduction",
    "Realised",
    480,
    410,
    180,
    "2025-03-01",
    "[Owner]",
  ],
  [
    "S-004",
    "Cleaning contract renewal (avoided increase)",
    "Facilities",
    "CleanCo Services",
    "Cost avoidance",
    "Contracted",
    2_790,
    2_550,
    12,
    "2025-07-01",
    "[Owner]",
  ],
  [
    "S-005",
    "Freight lane tender",
    "Logistics",
    "SwiftFreight",
    "Cost reduction",
    "Negotiating",
    1_650,
    1_480,
    72,
    "2025-09-01",
    "[Owner]",
  ],
  [
    "S-006",
    "Print management",
    "Office Supplies",
    "OfficeHub",
    "Cost reduction",
    "Identified",
    0.045,
    0.032,
    180_000,
    "2025-10-01",
    "[Owner]",
  ],
  [
    "S-007",
    "Legal panel rates",
    "Professional Services",
    "Keystone Legal",
    "Cost avoidance",
    "Negotiating",
    310,
    285,
    220,
    "2025-08-01",
    "[Owner]",
  ],
  [
    "S-008",
    "Event stand reuse",
    "Marketing",
    "Spark Creative",
    "Cost reduction",
    "Identified",
    12_800,
    7_900,
    2,
    "2026-01-01",
    "[Owner]",
  ],
];

const FIRST = 6;
const LAST = 45;

// The sample figures, worked out as the formulas below work them out.
const SAVINGS = INITIATIVES.map(([, , , , type, status, baseline, price, volume]) => ({
  type,
  status,
  annual: (baseline - price) * volume,
  share: baseline === 0 ? "" : (baseline - price) / baseline,
}));
const TARGET: number = 150_000;
const byStatus = STATUSES.map((status) => {
  const savingsOf = (type: (typeof SAVINGS_TYPES)[number]): number =>
    sum(SAVINGS.filter((s) => s.status === status && s.type === type).map((s) => s.annual));
  const reduction = savingsOf("Cost reduction");
  const avoidance = savingsOf("Cost avoidance");
  return {
    initiatives: SAVINGS.filter((s) => s.status === status).length,
    reduction,
    avoidance,
    total: reduction + avoidance,
  };
});
const pipeline = sum(byStatus.map((s) => s.total));
const [, , contracted, realised] = byStatus.map((s) => s.total);
const contractedAndRealised = (contracted ?? 0) + (realised ?? 0);

const logRows: (readonly Cell[] | null)[] = [
  [title("Procurement Savings Tracker")],
  [subtitle("[Company name], savings year [2025]")],
  [
    noteCell(
      "One row per initiative. Annual savings = (baseline unit price - new unit price) x annual volume. Cost avoidance records increases you prevented; report it separately from cost reduction. Move the status on as the saving is contracted and then seen in invoices.",
    ),
  ],
  null,
  [
    header("ID"),
    header("Initiative"),
    header("Category"),
    header("Supplier"),
    header("Savings type"),
    header("Status"),
    header("Baseline unit price"),
    header("New unit price"),
    header("Annual volume"),
    header("Annual savings"),
    header("Savings %"),
    header("Start date"),
    header("Owner"),
  ],
  ...Array.from({ length: LAST - FIRST + 1 }, (_, i): Cell[] => {
    const row = FIRST + i;
    const item = INITIATIVES[i];
    const computed: CellSpec[] = [
      calc(
        `IF(OR(G${row}="",H${row}="",I${row}=""),"",(G${row}-H${row})*I${row})`,
        SAVINGS[i]?.annual ?? "",
        "money",
      ),
      calc(
        `IF(OR(G${row}="",H${row}="",G${row}=0),"",(G${row}-H${row})/G${row})`,
        SAVINGS[i]?.share ?? "",
        "percent",
      ),
    ];
    if (!item) {
      return [
        input(null),
        input(null),
        input(null),
        input(null),
        input(null),
        input(null),
        input(null, "money"),
        input(null, "money"),
        input(null, "integer"),
        ...computed,
        input(null, "date"),
        input(null),
      ];
    }
    const [
      id,
      initiative,
      category,
      supplier,
      type,
      status,
      baseline,
      price,
      volume,
      start,
      owner,
    ] = item;
    return [
      input(id),
      input(initiative),
      input(category),
      input(supplier),
      input(type),
      input(status),
      input(baseline, "money"),
      input(price, "money"),
      input(volume, "integer"),
      ...computed,
      input(excelDate(start), "date"),
      input(owner),
    ];
  }),
];

const range = (col: string): string => `'Savings Log'!$${col}$${FIRST}:$${col}$${LAST}`;

const summaryRows: (readonly Cell[] | null)[] = [
  [title("Savings Summary")],
  [subtitle("Calculated from the Savings Log")],
  null,
  [
    header("Status"),
    header("Initiatives"),
    header("Cost reduction"),
    header("Cost avoidance"),
    header("Total"),
  ],
  ...STATUSES.map((status, i): Cell[] => {
    const row = 5 + i;
    const figures = byStatus[i];
    return [
      text(status),
      calc(`COUNTIF(${range("F")},A${row})`, figures?.initiatives ?? 0, "integer"),
      calc(
        `SUMIFS(${range("J")},${range("F")},A${row},${range("E")},"Cost reduction")`,
        figures?.reduction ?? 0,
        "money",
      ),
      calc(
        `SUMIFS(${range("J")},${range("F")},A${row},${range("E")},"Cost avoidance")`,
        figures?.avoidance ?? 0,
        "money",
      ),
      calc(`C${row}+D${row}`, figures?.total ?? 0, "money"),
    ];
  }),
  [
    label("Total pipeline"),
    total("SUM(B5:B8)", sum(byStatus.map((s) => s.initiatives)), "integer"),
    total("SUM(C5:C8)", sum(byStatus.map((s) => s.reduction)), "money"),
    total("SUM(D5:D8)", sum(byStatus.map((s) => s.avoidance)), "money"),
    total("SUM(E5:E8)", pipeline, "money"),
  ],
  null,
  [label("Savings target for the year"), input(TARGET, "money")],
  [label("Contracted and realised"), calc("E7+E8", contractedAndRealised, "money")],
  [
    label("Progress against target"),
    calc("IF(B11=0,0,B12/B11)", TARGET === 0 ? 0 : contractedAndRealised / TARGET, "percent"),
  ],
  [
    label("Realised share of pipeline"),
    calc("IF(E9=0,0,E8/E9)", pipeline === 0 ? 0 : (realised ?? 0) / pipeline, "percent"),
  ],
];

export const savingsTrackerWorkbook: WorkbookSource = {
  kind: "workbook",
  title: "Procurement Savings Tracker",
  subject: "Savings pipeline by initiative and status",
  sheets: [
    {
      name: "Savings Log",
      columns: [8, 34, 20, 22, 16, 14, 14, 14, 12, 16, 11, 12, 14],
      rows: logRows,
      merges: ["A1:M1", "A2:M2", "A3:M3"],
      freeze: "C6",
      autoFilter: `A5:M${LAST}`,
      landscape: true,
      validations: [
        { range: `E${FIRST}:E${LAST}`, list: SAVINGS_TYPES },
        { range: `F${FIRST}:F${LAST}`, list: STATUSES },
      ],
      highlights: [{ range: `J${FIRST}:J${LAST}`, operator: "lessThan", values: [0], tone: "bad" }],
    },
    {
      name: "Summary",
      columns: [30, 14, 18, 18, 18],
      rows: summaryRows,
      merges: ["A1:E1", "A2:E2"],
    },
  ],
};

// Total cost of ownership: cost elements down the rows, three offers across the columns.
const OPTIONS = ["C", "D", "E"] as const;
const OPTION_NAMES = ["Option A: [Supplier]", "Option B: [Supplier]", "Option C: [Supplier]"];
type Row = readonly [label: string, basis: string, a: number, b: number, c: number];
type Figures = readonly [a: number, b: number, c: number];
const ACQUISITION: readonly Row[] = [
  ["Purchase price", "One-off", 84_000, 71_500, 92_000],
  ["Delivery and installation", "One-off", 4_500, 6_800, 3_000],
  ["Integration and set-up", "One-off", 6_000, 9_500, 4_000],
  ["Initial training", "One-off", 2_500, 3_000, 1_500],
];
const ANNUAL: readonly Row[] = [
  ["Energy and consumables", "Per year", 7_200, 9_100, 6_100],
  ["Maintenance and support contract", "Per year", 8_400, 6_000, 9_800],
  ["Operator labour", "Per year", 22_000, 24_500, 21_000],
  ["Spare parts", "Per year", 1_800, 2_600, 1_500],
];
const YEARS: Figures = [6, 6, 6];
const DOWNTIME_HOURS: Figures = [40, 90, 25];
const DOWNTIME_COST: Figures = [350, 350, 350];
const DISPOSAL: Figures = [2_000, 3_500, 1_500];
const RESIDUAL: Figures = [9_000, 4_000, 12_000];

// The sample figures, worked out as the formulas below work them out.
const column = (rows: readonly Row[], option: number): number[] =>
  rows.map(([, , a, b, c]) => [a, b, c][option] ?? 0);
const TCO = OPTIONS.map((_, o) => {
  const acquisition = sum(column(ACQUISITION, o));
  const annual = sum(column(ANNUAL, o)) + (DOWNTIME_HOURS[o] ?? 0) * (DOWNTIME_COST[o] ?? 0);
  const years = YEARS[o] ?? 0;
  const operating = annual * years;
  const endOfLife = (DISPOSAL[o] ?? 0) - (RESIDUAL[o] ?? 0);
  const tco = acquisition + operating + endOfLife;
  const purchase = column(ACQUISITION, o)[0] ?? 0;
  return { acquisition, annual, years, operating, endOfLife, tco, purchase };
});
const tcos = TCO.map((t) => t.tco);
const purchases = TCO.map((t) => t.purchase);
/** One total-row cell per option, from that option's figures. */
const perOption = (cell: (c: string, figures: (typeof TCO)[number]) => Cell): Cell[] =>
  OPTIONS.map((c, o) => (TCO[o] ? cell(c, TCO[o]) : null));
const inputs = (values: Figures, format: "integer" | "money"): Cell[] =>
  values.map((v) => input(v, format));

const tcoRows: (readonly Cell[] | null)[] = [
  [title("Total Cost of Ownership Calculator")],
  [
    subtitle(
      "Compare offers on their whole-life cost, not just the purchase price. [Item or project]",
    ),
  ],
  [
    noteCell(
      "Yellow cells are inputs. Costs are in USD, excluding tax, and not discounted. The lowest total cost of ownership ranks 1.",
    ),
  ],
  null,
  [header("Cost element"), header("Basis"), ...OPTION_NAMES.map((name) => header(name))], // row 5
  [label("Years of use"), text("Years"), ...inputs(YEARS, "integer")], // row 6
  [{ value: "Acquisition costs", style: { font: "bold", fill: "section", border: true } }], // row 7
  ...ACQUISITION.map(([name, basis, ...values]): Cell[] => [
    text(name),
    text(basis),
    ...values.map((v) => input(v, "money")),
  ]), // rows 8-11
  [
    label("Acquisition subtotal"),
    null,
    ...perOption((c, t) => total(`SUM(${c}8:${c}11)`, t.acquisition, "money")),
  ], // row 12
  [{ value: "Operating costs", style: { font: "bold", fill: "section", border: true } }], // row 13
  ...ANNUAL.map(([name, basis, ...values]): Cell[] => [
    text(name),
    text(basis),
    ...values.map((v) => input(v, "money")),
  ]), // rows 14-17
  [text("Expected downtime"), text("Hours per year"), ...inputs(DOWNTIME_HOURS, "integer")], // row 18
  [text("Cost of one hour of downtime"), text("USD per hour"), ...inputs(DOWNTIME_COST, "money")], // row 19
  [
    label("Annual operating cost"),
    null,
    ...perOption((c, t) => total(`SUM(${c}14:${c}17)+${c}18*${c}19`, t.annual, "money")),
  ], // row 20
  [
    label("Operating cost over years of use"),
    null,
    ...perOption((c, t) => total(`${c}20*${c}6`, t.operating, "money")),
  ], // row 21
  [{ value: "End of life", style: { font: "bold", fill: "section", border: true } }], // row 22
  [text("Decommissioning and disposal"), text("One-off"), ...inputs(DISPOSAL, "money")], // row 23
  [text("Residual or resale value"), text("Deducted"), ...inputs(RESIDUAL, "money")], // row 24
  [
    label("Net end-of-life cost"),
    null,
    ...perOption((c, t) => total(`${c}23-${c}24`, t.endOfLife, "money")),
  ], // row 25
  null,
  [
    label("Total cost of ownership"),
    null,
    ...perOption((c, t) => total(`${c}12+${c}21+${c}25`, t.tco, "money")),
  ], // row 27
  [
    label("Cost per year of use"),
    null,
    ...perOption((c, t) =>
      calc(`IF(${c}6=0,0,${c}27/${c}6)`, t.years === 0 ? 0 : t.tco / t.years, "money"),
    ),
  ], // row 28
  [
    label("Purchase price share of TCO"),
    null,
    ...perOption((c, t) =>
      calc(`IF(${c}27=0,0,${c}8/${c}27)`, t.tco === 0 ? 0 : t.purchase / t.tco, "percent"),
    ),
  ], // row 29
  [
    label("More than the lowest TCO"),
    null,
    ...perOption((c, t) => calc(`${c}27-MIN($C$27:$E$27)`, t.tco - Math.min(...tcos), "money")),
  ], // row 30
  [
    label("Rank (1 = lowest TCO)"),
    null,
    ...perOption((c, t) =>
      calc(`RANK(${c}27,$C$27:$E$27,1)`, rank(t.tco, tcos, true), "integer", { align: "center" }),
    ),
  ], // row 31
  null,
  [
    label("Lowest TCO"),
    total(
      "INDEX($C$5:$E$5,MATCH(MIN($C$27:$E$27),$C$27:$E$27,0))",
      OPTION_NAMES[tcos.indexOf(Math.min(...tcos))] ?? "",
    ),
  ], // row 33
  [
    label("Lowest purchase price"),
    calc(
      "INDEX($C$5:$E$5,MATCH(MIN($C$8:$E$8),$C$8:$E$8,0))",
      OPTION_NAMES[purchases.indexOf(Math.min(...purchases))] ?? "",
    ),
  ], // row 34
];

export const tcoWorkbook: WorkbookSource = {
  kind: "workbook",
  title: "Total Cost of Ownership Calculator",
  subject: "Whole-life cost comparison of three offers",
  sheets: [
    {
      name: "TCO",
      columns: [36, 16, 22, 22, 22],
      rows: tcoRows,
      merges: ["A1:E1", "A2:E2", "A3:E3", "A7:E7", "A13:E13", "A22:E22"],
      freeze: "C6",
      validations: [{ range: "C6:E6", whole: [1, 30], prompt: "Years the item will be used" }],
      highlights: [{ range: "C31:E31", operator: "equal", values: [1], tone: "good" }],
    },
  ],
};
