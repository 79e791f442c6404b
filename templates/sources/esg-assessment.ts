import {
  calc,
  fields,
  h1,
  header,
  input,
  label,
  note,
  noteCell,
  numbered,
  p,
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

type Section = "Environmental" | "Social" | "Governance";
const ANSWERS = ["Yes", "Partly", "No", "N/A"] as const;
type Answer = (typeof ANSWERS)[number];

interface Question {
  section: Section;
  id: string;
  question: string;
  critical: boolean;
  /** Answer in the worked example. */
  example: Answer;
  evidence: string;
}

const QUESTIONS: readonly Question[] = [
  {
    section: "Environmental",
    id: "E1",
    question: "Do you have a written environmental policy approved by senior management?",
    critical: false,
    example: "Yes",
    evidence: "Policy document",
  },
  {
    section: "Environmental",
    id: "E2",
    question: "Do you measure your Scope 1 and 2 greenhouse gas emissions every year?",
    critical: false,
    example: "Yes",
    evidence: "Emissions report or CDP response",
  },
  {
    section: "Environmental",
    id: "E3",
    question: "Have you set a time-bound emissions reduction target (e.g. science-based)?",
    critical: false,
    example: "Partly",
    evidence: "Target statement",
  },
  {
    section: "Environmental",
    id: "E4",
    question: "Are you certified to ISO 14001 or an equivalent environmental management system?",
    critical: false,
    example: "No",
    evidence: "Certificate",
  },
  {
    section: "Environmental",
    id: "E5",
    question: "Does at least part of your electricity come from renewable sources?",
    critical: false,
    example: "Partly",
    evidence: "Tariff or certificates",
  },
  {
    section: "Environmental",
    id: "E6",
    question: "Do you measure waste and have targets to reduce landfill and packaging?",
    critical: false,
    example: "Yes",
    evidence: "Waste data",
  },
  {
    section: "Social",
    id: "S1",
    question:
      "Do you prohibit forced, bonded and child labour, and require the same of your suppliers?",
    critical: true,
    example: "Yes",
    evidence: "Policy; supplier code",
  },
  {
    section: "Social",
    id: "S2",
    question: "Do you pay at least the legal minimum wage and meet working-hours law at all sites?",
    critical: true,
    example: "Yes",
    evidence: "Payroll audit; declaration",
  },
  {
    section: "Social",
    id: "S3",
    question: "Do you run a health and safety management system and track lost-time injuries?",
    critical: false,
    example: "Yes",
    evidence: "ISO 45001 or injury statistics",
  },
  {
    section: "Social",
    id: "S4",
    question:
      "Can workers raise concerns through a confidential grievance or whistleblowing channel?",
    critical: false,
    example: "Partly",
    evidence: "Procedure",
  },
  {
    section: "Social",
    id: "S5",
    question: "Do you have a diversity, equity and inclusion policy with measurable goals?",
    critical: false,
    example: "No",
    evidence: "Policy",
  },
  {
    section: "Social",
    id: "S6",
    question: "Do you assess your own key suppliers on labour and human rights standards?",
    critical: false,
    example: "Partly",
    evidence: "Assessment process",
  },
  {
    section: "Governance",
    id: "G1",
    question:
      "Do you have an anti-bribery and corruption policy, with training for relevant staff?",
    critical: true,
    example: "Yes",
    evidence: "Policy; training records",
  },
  {
    section: "Governance",
    id: "G2",
    question: "Do you screen owners, customers and suppliers against sanctions lists?",
    critical: true,
    example: "Yes",
    evidence: "Screening procedure",
  },
  {
    section: "Governance",
    id: "G3",
    question: "Does your code of conduct cover conflicts of interest, gifts and hospitality?",
    critical: false,
    example: "Yes",
    evidence: "Code of conduct",
  },
  {
    section: "Governance",
    id: "G4",
    question: "Do you run an information security and data protection programme (e.g. ISO 27001)?",
    critical: false,
    example: "Partly",
    evidence: "Certificate or policy",
  },
  {
    section: "Governance",
    id: "G5",
    question:
      "Have you been free of fines, convictions and investigations for environmental, labour or corruption breaches in the last 3 years?",
    critical: true,
    example: "Yes",
    evidence: "Declaration",
  },
  {
    section: "Governance",
    id: "G6",
    question: "Do you publish a sustainability or ESG report?",
    critical: false,
    example: "No",
    evidence: "Report link",
  },
];

const SECTIONS: readonly (readonly [Section, number])[] = [
  ["Environmental", 0.4],
  ["Social", 0.35],
  ["Governance", 0.25],
];

const FIRST = 9;
const LAST = FIRST + QUESTIONS.length - 1;

// The sample figures, worked out as the formulas below work them out.
const pointsFor = (answer: Answer): number | "" =>
  answer === "Yes" ? 2 : answer === "Partly" ? 1 : answer === "No" ? 0 : "";
const SECTION_SCORES = SECTIONS.map(([section, weight]) => {
  const questions = QUESTIONS.filter((q) => q.section === section);
  const points = sum(questions.map((q) => pointsFor(q.example) || 0));
  const maximum = 2 * (questions.length - questions.filter((q) => q.example === "N/A").length);
  const score = maximum === 0 ? 0 : points / maximum;
  return { weight, points, maximum, score, weighted: weight * score };
});
const totalWeight = sum(SECTION_SCORES.map((s) => s.weight));
const weightedTotal = sum(SECTION_SCORES.map((s) => s.weighted));
const overall = totalWeight === 0 ? 0 : weightedTotal / totalWeight;
// Every question has an example answer, so none is blank.
const criticalGaps = QUESTIONS.filter((q) => q.critical && q.example === "No").length;
const esgRating =
  criticalGaps > 0
    ? "High risk"
    : overall >= 0.8
      ? "Leader"
      : overall >= 0.6
        ? "Established"
        : overall >= 0.4
          ? "Developing"
          : "High risk";
const ACTIONS: Readonly<Record<string, string>> = {
  Leader: "Approve; invite to share good practice",
  Established: "Approve; agree one or two improvement goals",
  Developing: "Approve with an improvement plan within 6 months",
  "High risk": "Escalate; do not award until gaps are closed",
};

const assessmentRows: (readonly Cell[] | null)[] = [
  [title("ESG Supplier Assessment")],
  [
    subtitle(
      "Score a supplier's questionnaire answers. The example answers show how scoring works; replace them.",
    ),
  ],
  [
    noteCell(
      "Answer each question Yes (2 points), Partly (1) or No (0), or N/A where it genuinely does not apply (the question is then left out of the maximum). Ask for evidence for every Yes. Critical questions answered No, or left blank, make the supplier High risk whatever the score.",
    ),
  ],
  null,
  [label("Supplier"), input("[Supplier name]"), null, label("Assessed by"), input("[Name]")],
  [label("Category"), input("[Category]"), null, label("Date"), input("[Date]")],
  null,
  [
    header("Section"),
    header("#"),
    header("Question"),
    header("Critical?"),
    header("Answer"),
    header("Points"),
    header("Evidence requested"),
    header("Reviewer comment"),
  ],
  ...QUESTIONS.map((q, i): Cell[] => {
    const row = FIRST + i;
    return [
      text(q.section),
      text(q.id, { align: "center" }),
      text(q.question),
      text(q.critical ? "Yes" : "No", { align: "center" }),
      input(q.example),
      calc(
        `IF(E${row}="Yes",2,IF(E${row}="Partly",1,IF(E${row}="No",0,"")))`,
        pointsFor(q.example),
        "integer",
        { align: "center" },
      ),
      text(q.evidence),
      input(null),
    ];
  }),
];

const col = (letter: string): string => `Assessment!$${letter}$${FIRST}:$${letter}$${LAST}`;

const summaryRows: (readonly Cell[] | null)[] = [
  [title("ESG Score Summary")],
  [subtitle("Calculated from the Assessment sheet. Section weights are inputs.")],
  null,
  [
    header("Section"),
    header("Weight"),
    header("Points"),
    header("Maximum"),
    header("Score"),
    header("Weighted"),
  ],
  ...SECTIONS.map(([section, weight], i): Cell[] => {
    const row = 5 + i;
    const { points, maximum, score, weighted } = SECTION_SCORES[i] ?? {
      points: 0,
      maximum: 0,
      score: 0,
      weighted: 0,
    };
    return [
      text(section),
      input(weight, "percent"),
      calc(`SUMIF(${col("A")},A${row},${col("F")})`, points, "integer"),
      calc(
        `2*(COUNTIF(${col("A")},A${row})-COUNTIFS(${col("A")},A${row},${col("E")},"N/A"))`,
        maximum,
        "integer",
      ),
      calc(`IF(D${row}=0,0,C${row}/D${row})`, score, "percent"),
      calc(`B${row}*E${row}`, weighted, "percent"),
    ];
  }),
  [
    label("Total"),
    total("SUM(B5:B7)", totalWeight, "percent"),
    total("SUM(C5:C7)", sum(SECTION_SCORES.map((s) => s.points)), "integer"),
    total("SUM(D5:D7)", sum(SECTION_SCORES.map((s) => s.maximum)), "integer"),
    null,
    total("SUM(F5:F7)", weightedTotal, "percent"),
  ],
  null,
  [
    label("Overall ESG score"),
    total("IF(SUM(B5:B7)=0,0,SUM(F5:F7)/SUM(B5:B7))", overall, "percent"),
  ],
  [
    label("Critical gaps (critical questions answered No or blank)"),
    calc(
      `COUNTIFS(${col("D")},"Yes",${col("E")},"No")+COUNTIFS(${col("D")},"Yes",${col("E")},"")`,
      criticalGaps,
      "integer",
    ),
  ],
  [label("Unanswered questions"), calc(`COUNTBLANK(Assessment!E${FIRST}:E${LAST})`, 0, "integer")],
  [
    label("ESG rating"),
    total(
      'IF(B11>0,"High risk",IF(B10>=0.8,"Leader",IF(B10>=0.6,"Established",IF(B10>=0.4,"Developing","High risk"))))',
      esgRating,
    ),
  ],
  [
    label("Recommended action"),
    calc(
      `IF(B13="Leader","${ACTIONS.Leader}",IF(B13="Established","${ACTIONS.Established}",IF(B13="Developing","${ACTIONS.Developing}","${ACTIONS["High risk"]}")))`,
      ACTIONS[esgRating] ?? "",
      undefined,
      { wrap: true },
    ),
  ],
  null,
  [header("Rating"), header("Overall score"), header("What it means")],
  [label("Leader"), text("80% or more"), text("Mature ESG management with evidence")],
  [
    label("Established"),
    text("60-79%"),
    text("Policies in place; some gaps in measurement or targets"),
  ],
  [label("Developing"), text("40-59%"), text("Early stage; needs an agreed improvement plan")],
  [
    label("High risk"),
    text("Under 40%, or any critical gap"),
    text("Escalate before award or renewal"),
  ],
];

export const esgAssessmentWorkbook: WorkbookSource = {
  kind: "workbook",
  title: "ESG Supplier Assessment",
  subject: "Environmental, social and governance scoring of suppliers",
  sheets: [
    {
      name: "Assessment",
      columns: [16, 6, 60, 10, 11, 9, 28, 34],
      rows: assessmentRows,
      merges: ["A1:H1", "A2:H2", "A3:H3"],
      freeze: "A9",
      landscape: true,
      validations: [{ range: `E${FIRST}:E${LAST}`, list: ANSWERS }],
      highlights: [
        { range: `E${FIRST}:E${LAST}`, operator: "equal", values: ["No"], tone: "bad" },
        { range: `E${FIRST}:E${LAST}`, operator: "equal", values: ["Partly"], tone: "warn" },
        { range: `E${FIRST}:E${LAST}`, operator: "equal", values: ["Yes"], tone: "good" },
      ],
    },
    {
      name: "Summary",
      columns: [52, 16, 12, 12, 12, 12],
      rows: summaryRows,
      merges: ["A1:F1", "A2:F2", "B14:F14", ...[17, 18, 19, 20].map((r) => `C${r}:F${r}`)],
      validations: [{ range: "B5:B7", decimal: [0, 1], prompt: "Section weight as a percentage" }],
      highlights: [
        { range: "B13", operator: "equal", values: ["High risk"], tone: "bad" },
        { range: "B13", operator: "equal", values: ["Developing"], tone: "warn" },
        { range: "B11", operator: "greaterThanOrEqual", values: [1], tone: "bad" },
      ],
    },
  ],
};

const sectionBlocks = (section: Section) =>
  table(
    ["#", "Question", "Yes / Partly / No / N/A", "Evidence or comment"],
    [0.7, 6, 1.8, 3.5],
    QUESTIONS.filter((q) => q.section === section).map((q) => [
      q.critical ? `${q.id}*` : q.id,
      q.question,
      "",
      `[${q.evidence}]`,
    ]),
  );

export const esgQuestionnaire: DocumentSource = {
  kind: "document",
  title: "Supplier ESG Questionnaire",
  subtitle: "Environmental, social and governance questions for current and prospective suppliers.",
  blocks: [
    p(
      "[Your Company Name] assesses the environmental, social and governance (ESG) practices of its suppliers as part of selection and annual review. Please answer every question and attach or link the evidence requested. Questions marked * are critical: a No answer will need to be discussed before an order or renewal.",
    ),
    fields([
      "Company legal name: [Name]",
      "Registration number and country: [Number, country]",
      "Number of employees and sites: [Number]",
      "Goods or services supplied to us: [Description]",
      "Completed by (name, role, e-mail): [Details]",
      "Date: [Date]",
    ]),
    h1("Section A: Environmental"),
    sectionBlocks("Environmental"),
    fields([
      "Scope 1 emissions last year (tCO2e): [Value]",
      "Scope 2 emissions last year (tCO2e): [Value]",
      "Share of electricity from renewable sources (%): [Value]",
    ]),
    h1("Section B: Social"),
    sectionBlocks("Social"),
    fields(["Lost-time injury frequency rate last year: [Value]"]),
    h1("Section C: Governance"),
    sectionBlocks("Governance"),
    h1("How We Use Your Answers"),
    numbered([
      "Answers are scored Yes 2, Partly 1, No 0; N/A answers are left out of the maximum.",
      "Section scores are weighted Environmental 40%, Social 35%, Governance 25%.",
      "Suppliers scoring under 60% are asked to agree an improvement plan; any critical No is escalated.",
      "We may ask to see evidence or visit a site to verify answers.",
    ]),
    note(
      "Your answers are confidential and used only for supplier assessment. Tell us if anything changes during our relationship.",
    ),
    h1("Declaration"),
    p(
      "I confirm that the answers in this questionnaire are accurate and complete to the best of my knowledge, and that I am authorised to give them on behalf of the company.",
    ),
    signatures(["[Supplier]"]),
  ],
};
