import {
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
  rank,
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
  type WorkbookSource,
} from "../model";

const CRITERIA: readonly (readonly [name: string, weight: number, scores: readonly number[]])[] = [
  ["Technical fit to requirements", 0.2, [4, 3, 5, 3]],
  ["Quality and certifications", 0.1, [4, 4, 3, 3]],
  ["Delivery lead time and capacity", 0.1, [3, 4, 4, 2]],
  ["Experience and references", 0.1, [5, 3, 4, 3]],
  ["Implementation and support", 0.1, [4, 3, 4, 2]],
  ["Price (scored on the Price sheet)", 0.25, []],
  ["Financial stability", 0.05, [4, 3, 4, 3]],
  ["Sustainability and ESG", 0.1, [3, 4, 3, 2]],
];
const BIDDERS = ["Bidder A", "Bidder B", "Bidder C", "Bidder D"] as const;
const BIDDER_COLUMNS = ["C", "D", "E", "F"] as const;
const PRICES = [248_500, 231_000, 262_750, 219_900] as const;
const FIRST = 6;
const LAST = FIRST + CRITERIA.length - 1; // 13
const PRICE_ROW = FIRST + CRITERIA.findIndex(([name]) => name.startsWith("Price"));

// The sample figures, worked out as the formulas below work them out.
const lowestPrice = Math.min(...PRICES);
const priceScores = PRICES.map((price) => round((lowestPrice / price) * 5, 2));
const totalWeight = sum(CRITERIA.map(([, weight]) => weight));
const scoreOf = (criterion: number, bidder: number): number =>
  FIRST + criterion === PRICE_ROW
    ? (priceScores[bidder] ?? 0)
    : (CRITERIA[criterion]?.[2][bidder] ?? 0);
const weightedScores = BIDDERS.map((_, b) =>
  sum(CRITERIA.map(([, weight], i) => weight * scoreOf(i, b))),
);
const bestScore = Math.max(...weightedScores);

const scoringRows: (readonly Cell[] | null)[] = [
  [title("Bid Evaluation Matrix")],
  [subtitle("RFP reference: [RFP-2025-001]   Evaluation date: [date]   Panel: [names]")],
  [
    noteCell(
      "Yellow cells are inputs. Enter weights (they must total 100%) and consensus scores from 0 to 5; price is scored automatically from the Price sheet. Weighted scores, ranking and the recommended bidder are calculated.",
    ),
  ],
  null,
  [header("Criterion"), header("Weight"), ...BIDDERS.map((b) => header(b))],
  ...CRITERIA.map(([name, weight, scores], i): Cell[] => {
    const row = FIRST + i;
    return [
      text(name),
      input(weight, "percent"),
      ...BIDDER_COLUMNS.map((_, b) =>
        row === PRICE_ROW
          ? calc(`Price!D${6 + b}`, scoreOf(i, b), "decimal")
          : input(scores[b] ?? null, "decimal"),
      ),
    ];
  }),
  [label("Total weight"), total(`SUM(B${FIRST}:B${LAST})`, totalWeight, "percent")],
  null,
  [
    label("Weighted score (out of 5)"),
    null,
    ...BIDDER_COLUMNS.map((c, b) =>
      total(
        `SUMPRODUCT($B$${FIRST}:$B$${LAST},${c}${FIRST}:${c}${LAST})`,
        weightedScores[b] ?? 0,
        "decimal",
      ),
    ),
  ],
  [
    label("Score as % of maximum"),
    null,
    ...BIDDER_COLUMNS.map((c, b) => calc(`${c}16/5`, (weightedScores[b] ?? 0) / 5, "percent")),
  ],
  [
    label("Rank"),
    null,
    ...BIDDER_COLUMNS.map((c, b) =>
      calc(`RANK(${c}16,$C$16:$F$16)`, rank(weightedScores[b] ?? 0, weightedScores), "integer", {
        align: "center",
      }),
    ),
  ],
  null,
  [
    label("Recommended bidder"),
    total(
      "INDEX($C$5:$F$5,MATCH(MAX($C$16:$F$16),$C$16:$F$16,0))",
      BIDDERS[weightedScores.indexOf(bestScore)] ?? "",
    ),
  ],
  [
    label("Weights check"),
    calc(
      `IF(ROUND(B${LAST + 1},4)=1,"OK","Weights must total 100%")`,
      round(totalWeight, 4) === 1 ? "OK" : "Weights must total 100%",
    ),
  ],
];

const priceRows: (readonly Cell[] | null)[] = [
  [title("Price Scoring")],
  [subtitle("Lowest compliant price scores 5; others score lowest price / their price x 5.")],
  [
    noteCell(
      "Enter each bidder's total price over the full contract term, excluding tax. Leave a bidder blank if it was excluded.",
    ),
  ],
  null,
  [
    header("Bidder"),
    header("Total price (USD)"),
    header("Difference vs lowest"),
    header("Price score (0-5)"),
  ],
  ...BIDDER_COLUMNS.map((c, i): Cell[] => {
    const row = 6 + i;
    const price = PRICES[i] ?? 0;
    return [
      calc(`Scoring!${c}5`, BIDDERS[i] ?? ""),
      input(price, "money"),
      calc(`IF(B${row}="","",B${row}/MIN($B$6:$B$9)-1)`, price / lowestPrice - 1, "percent"),
      calc(`IF(B${row}="",0,ROUND(MIN($B$6:$B$9)/B${row}*5,2))`, priceScores[i] ?? 0, "decimal"),
    ];
  }),
  null,
  [label("Lowest price"), total("MIN(B6:B9)", lowestPrice, "money")],
  [label("Average price"), total("AVERAGE(B6:B9)", sum(PRICES) / PRICES.length, "money")],
];

const SCALE: readonly (readonly [string, string, string])[] = [
  ["0", "Unacceptable", "No response, or the response fails to address the criterion."],
  ["1", "Poor", "Major gaps or risks; little or no evidence."],
  ["2", "Weak", "Partly meets the criterion; some gaps or concerns."],
  ["3", "Acceptable", "Meets the criterion with adequate evidence."],
  ["4", "Good", "Meets the criterion fully, with some added value and good evidence."],
  ["5", "Excellent", "Exceeds the criterion, with strong evidence and clear added value."],
];

export const bidEvaluationWorkbook: WorkbookSource = {
  kind: "workbook",
  title: "Bid Evaluation Matrix (Weighted Scoring)",
  subject: "Weighted scoring of supplier bids",
  sheets: [
    {
      name: "Scoring",
      columns: [36, 12, 14, 14, 14, 14],
      rows: scoringRows,
      merges: ["A1:F1", "A2:F2", "A3:F3"],
      freeze: "A6",
      validations: [
        {
          range: `B${FIRST}:B${LAST}`,
          decimal: [0, 1],
          prompt: "Weight as a percentage, e.g. 20%",
        },
        {
          range: `C${FIRST}:F${PRICE_ROW - 1} C${PRICE_ROW + 1}:F${LAST}`,
          decimal: [0, 5],
          prompt: "Score from 0 to 5 (see the Scale sheet)",
        },
      ],
      highlights: [
        { range: "C18:F18", operator: "equal", values: [1], tone: "good" },
        {
          range: `B${LAST + 8}`,
          operator: "equal",
          values: ["Weights must total 100%"],
          tone: "bad",
        },
      ],
    },
    {
      name: "Price",
      columns: [20, 20, 22, 20],
      rows: priceRows,
      merges: ["A1:D1", "A2:D2", "A3:D3"],
    },
    {
      name: "Scale",
      columns: [8, 16, 70],
      rows: [
        [title("Scoring Scale")],
        null,
        [header("Score"), header("Rating"), header("Description")],
        ...SCALE.map(([score, rating, description]) => [
          text(score, { align: "center" }),
          label(rating),
          text(description),
        ]),
      ],
    },
  ],
};

export const bidEvaluationPanelSheet: DocumentSource = {
  kind: "document",
  title: "Bid Evaluation: Panel Scoring Sheet",
  subtitle:
    "One sheet per evaluator per bid. Score independently first, then agree consensus scores at moderation.",
  blocks: [
    fields([
      "RFP reference and title: [RFP-2025-001, title]",
      "Bidder: [Company name]",
      "Evaluator: [Name, role]",
      "Date of evaluation: [Date]",
    ]),
    h1("1. Before You Start"),
    numbered([
      "Read the RFP, the evaluation criteria and the scoring scale below.",
      "Complete the conflict of interest declaration. If you have a conflict, stop and tell the procurement lead.",
      "Score only on what is in the proposal and clarification answers, not on prior knowledge of the bidder.",
      "Record evidence for every score: a page reference or a short quote is enough.",
      "Do not discuss scores with other evaluators until the moderation meeting.",
    ]),
    h1("2. Conflict of Interest Declaration"),
    checklist([
      "I have no financial interest in the bidder or its subcontractors.",
      "No close family member or friend works for, or owns part of, the bidder.",
      "I have not received gifts or hospitality from the bidder in the last 12 months.",
      "I will keep all bid information confidential.",
    ]),
    h1("3. Scoring Scale"),
    table(["Score", "Rating", "Description"], [1, 1.6, 7], SCALE),
    h1("4. Scores"),
    note(
      "Weighted score = score x weight. Price is scored separately by the procurement lead and is not shown to evaluators until technical scores are final.",
    ),
    table(
      ["Criterion", "Weight", "Score (0-5)", "Weighted", "Evidence and comments"],
      [3.3, 1.1, 1.2, 1.5, 4.8],
      [
        ["Technical fit to requirements", "20%", "", "", ""],
        ["Quality and certifications", "10%", "", "", ""],
        ["Delivery lead time and capacity", "10%", "", "", ""],
        ["Experience and references", "10%", "", "", ""],
        ["Implementation and support", "10%", "", "", ""],
        ["Financial stability", "5%", "", "", ""],
        ["Sustainability and ESG", "10%", "", "", ""],
        ["Technical subtotal (price 25% added later)", "75%", "", "", ""],
      ],
    ),
    h1("5. Strengths, Weaknesses and Risks"),
    table(
      ["Strengths", "Weaknesses", "Risks and clarifications needed"],
      [1, 1, 1],
      [
        ["", "", ""],
        ["", "", ""],
        ["", "", ""],
      ],
    ),
    h1("6. Moderation Notes"),
    p(
      "To be completed at the moderation meeting: record any change between your individual score and the agreed consensus score, with the reason.",
    ),
    table(
      ["Criterion", "My score", "Consensus score", "Reason for change"],
      [3, 1.3, 1.5, 5],
      [
        ["", "", "", ""],
        ["", "", "", ""],
        ["", "", "", ""],
      ],
    ),
    signatures(["the Evaluator", "the Procurement Lead"]),
  ],
};
