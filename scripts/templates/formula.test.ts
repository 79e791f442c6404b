import { describe, expect, it } from "vitest";
import { evaluateFormula, evaluateWorkbook, FormulaError, type Scalar } from "./formula";
import type { WorkbookSource } from "./model";

const cells: Record<string, Scalar> = {
  A1: 2,
  A2: 3,
  A3: null,
  B1: 0.5,
  B2: 0.5,
  C1: "Open",
  C2: "Closed",
};
const read = (_sheet: string, col: number, row: number): Scalar =>
  cells[`${String.fromCharCode(64 + col)}${row}`] ?? null;
const run = (formula: string): Scalar => evaluateFormula(formula, "Sheet", read);

describe("evaluateFormula", () => {
  it("follows Excel precedence for arithmetic, percent and comparison", () => {
    expect(run("1+2*3^2")).toBe(19);
    expect(run("-A1+A2")).toBe(1);
    expect(run("50%*A1")).toBe(1);
    expect(run("A1*A2>=6")).toBe(true);
    expect(run('"Total: "&A1')).toBe("Total: 2");
  });

  it("computes weighted sums, conditional counts and lookups over ranges", () => {
    expect(run("SUMPRODUCT(A1:A2,B1:B2)")).toBe(2.5);
    expect(run("SUM(A1:A3)")).toBe(5);
    expect(run('COUNTIF(C1:C2,"<>Closed")')).toBe(1);
    expect(run('COUNTIFS(C1:C2,"Open",A1:A2,">1")')).toBe(1);
    expect(run('SUMIF(C1:C2,"Closed",A1:A2)')).toBe(3);
    expect(run("INDEX(C1:C2,MATCH(MAX(A1:A2),A1:A2,0))")).toBe("Closed");
    expect(run("RANK(A1,A1:A2)")).toBe(2);
  });

  it("treats an empty cell as blank text in comparisons and zero in sums", () => {
    expect(run('IF(A3="","blank",A3*2)')).toBe("blank");
    expect(run("A3+1")).toBe(1);
  });

  it("raises Excel errors, which IFERROR catches", () => {
    expect(() => run("A1/A3")).toThrow(FormulaError);
    expect(run('IFERROR(A1/A3,"n/a")')).toBe("n/a");
    expect(() => run("NOSUCHFUNCTION(1)")).toThrow(FormulaError);
  });
});

describe("evaluateWorkbook", () => {
  it("follows references across sheets and leaves TODAY-based results uncached", () => {
    const book: WorkbookSource = {
      kind: "workbook",
      title: "t",
      subject: "s",
      sheets: [
        { name: "Inputs", columns: [10], rows: [[4], [{ formula: "A1*2" }]] },
        {
          name: "Summary Sheet",
          columns: [10],
          rows: [
            [{ formula: "Inputs!A2+1" }],
            [{ formula: "TODAY()-A1" }],
            [{ formula: "'Summary Sheet'!A2" }],
          ],
        },
      ],
    };
    const results = evaluateWorkbook(book);
    expect(results.get("Inputs!A2")).toBe(8);
    expect(results.get("Summary Sheet!A1")).toBe(9);
    expect(results.get("Summary Sheet!A2")).toBe("volatile");
    expect(results.get("Summary Sheet!A3")).toBe("volatile");
  });
});
