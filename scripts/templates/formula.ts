import { columnLetter, type Cell, type WorkbookSource } from "./model";

// A small evaluator for the subset of Excel formulas the workbook sources use. It lets the XLSX
// renderer store each formula's result (so previews that never recalculate still show numbers)
// and lets the tests prove every formula refers to real cells and computes without an error.

export class FormulaError extends Error {
  constructor(readonly code: "#DIV/0!" | "#VALUE!" | "#REF!" | "#NAME?" | "#N/A" | "#NUM!") {
    super(code);
  }
}

/** Thrown for formulas whose result depends on the day they are opened (TODAY). */
export class VolatileFormula extends Error {}

export type Scalar = number | string | boolean | null;
interface RangeValue {
  kind: "range";
  rows: Scalar[][];
}
type Value = Scalar | RangeValue;

type Node =
  | { type: "num"; value: number }
  | { type: "str"; value: string }
  | { type: "bool"; value: boolean }
  | { type: "ref"; sheet?: string; col: number; row: number }
  | { type: "range"; sheet?: string; col1: number; row1: number; col2: number; row2: number }
  | { type: "unary"; op: "-" | "+"; operand: Node }
  | { type: "percent"; operand: Node }
  | { type: "binary"; op: string; left: Node; right: Node }
  | { type: "call"; name: string; args: Node[] };

type Token =
  | { t: "num"; v: number }
  | { t: "str"; v: string }
  | { t: "ref"; sheet?: string; col: number; row: number }
  | { t: "name"; v: string }
  | { t: "op"; v: string };

const REF = /^\$?([A-Z]{1,3})\$?(\d+)/;

function columnNumber(letters: string): number {
  let n = 0;
  for (const ch of letters) n = n * 26 + (ch.charCodeAt(0) - 64);
  return n;
}

function tokenize(formula: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  const readRef = (sheet: string | undefined): void => {
    const m = REF.exec(formula.slice(i));
    if (!m || m[1] === undefined || m[2] === undefined)
      throw new Error(`Bad reference in ${formula}`);
    tokens.push({ t: "ref", sheet, col: columnNumber(m[1]), row: Number(m[2]) });
    i += m[0].length;
  };
  while (i < formula.length) {
    const ch = formula.charAt(i);
    const rest = formula.slice(i);
    if (ch === " ") {
      i += 1;
    } else if (/^[0-9.]/.test(ch)) {
      const m = /^\d*\.?\d+(?:[eE][+-]?\d+)?/.exec(rest);
      if (!m) throw new Error(`Bad number in ${formula}`);
      tokens.push({ t: "num", v: Number(m[0]) });
      i += m[0].length;
    } else if (ch === '"') {
      let value = "";
      i += 1;
      for (;;) {
        if (i >= formula.length) throw new Error(`Unclosed string in ${formula}`);
        if (formula.charAt(i) === '"') {
          if (formula.charAt(i + 1) === '"') {
            value += '"';
            i += 2;
            continue;
          }
          i += 1;
          break;
        }
        value += formula.charAt(i);
        i += 1;
      }
      tokens.push({ t: "str", v: value });
    } else if (ch === "'") {
      const end = formula.indexOf("'!", i + 1);
      if (end < 0) throw new Error(`Bad sheet name in ${formula}`);
      const sheet = formula.slice(i + 1, end).replaceAll("''", "'");
      i = end + 2;
      readRef(sheet);
    } else if (/^[A-Za-z_$]/.test(ch)) {
      const m = /^[A-Za-z_$][A-Za-z0-9_.$]*/.exec(rest);
      if (!m) throw new Error(`Bad name in ${formula}`);
      const word = m[0];
      if (formula.charAt(i + word.length) === "!") {
        i += word.length + 1;
        readRef(word);
      } else if (REF.test(word) && REF.exec(word)?.[0] === word) {
        readRef(undefined);
      } else {
        tokens.push({ t: "name", v: word.toUpperCase() });
        i += word.length;
      }
    } else {
      const two = formula.slice(i, i + 2);
      if (two === "<=" || two === ">=" || two === "<>") {
        tokens.push({ t: "op", v: two });
        i += 2;
      } else if ("+-*/^&=<>(),:%".includes(ch)) {
        tokens.push({ t: "op", v: ch });
        i += 1;
      } else {
        throw new Error(`Unexpected "${ch}" in ${formula}`);
      }
    }
  }
  return tokens;
}

function parse(formula: string): Node {
  const tokens = tokenize(formula);
  let pos = 0;
  const peekOp = (): string | undefined => {
    const tok = tokens[pos];
    return tok?.t === "op" ? tok.v : undefined;
  };
  const expectOp = (op: string): void => {
    if (peekOp() !== op) throw new Error(`Expected "${op}" in ${formula}`);
    pos += 1;
  };
  const binaryLevel =
    (ops: readonly string[], next: () => Node): (() => Node) =>
    () => {
      let left = next();
      for (let op = peekOp(); op !== undefined && ops.includes(op); op = peekOp()) {
        pos += 1;
        left = { type: "binary", op, left, right: next() };
      }
      return left;
    };
  const primary = (): Node => {
    const tok = tokens[pos];
    if (!tok) throw new Error(`Unexpected end of ${formula}`);
    pos += 1;
    switch (tok.t) {
      case "num":
        return { type: "num", value: tok.v };
      case "str":
        return { type: "str", value: tok.v };
      case "ref": {
        if (peekOp() === ":") {
          pos += 1;
          const end = tokens[pos];
          if (end?.t !== "ref") throw new Error(`Bad range in ${formula}`);
          pos += 1;
          return {
            type: "range",
            sheet: tok.sheet,
            col1: Math.min(tok.col, end.col),
            row1: Math.min(tok.row, end.row),
            col2: Math.max(tok.col, end.col),
            row2: Math.max(tok.row, end.row),
          };
        }
        return { type: "ref", sheet: tok.sheet, col: tok.col, row: tok.row };
      }
      case "name": {
        if (peekOp() !== "(") {
          if (tok.v === "TRUE" || tok.v === "FALSE")
            return { type: "bool", value: tok.v === "TRUE" };
          throw new Error(`Unknown name ${tok.v} in ${formula}`);
        }
        pos += 1;
        const args: Node[] = [];
        if (peekOp() !== ")") {
          args.push(comparison());
          while (peekOp() === ",") {
            pos += 1;
            args.push(comparison());
          }
        }
        expectOp(")");
        return { type: "call", name: tok.v, args };
      }
      case "op": {
        if (tok.v === "(") {
          const inner = comparison();
          expectOp(")");
          return inner;
        }
        if (tok.v === "-" || tok.v === "+") return { type: "unary", op: tok.v, operand: postfix() };
        throw new Error(`Unexpected "${tok.v}" in ${formula}`);
      }
    }
  };
  const postfix = (): Node => {
    let node = primary();
    while (peekOp() === "%") {
      pos += 1;
      node = { type: "percent", operand: node };
    }
    return node;
  };
  const power = binaryLevel(["^"], postfix);
  const product = binaryLevel(["*", "/"], power);
  const sum = binaryLevel(["+", "-"], product);
  const concat = binaryLevel(["&"], sum);
  const comparison = binaryLevel(["=", "<>", "<", ">", "<=", ">="], concat);
  const root = comparison();
  if (pos !== tokens.length) throw new Error(`Trailing input in ${formula}`);
  return root;
}

/** Reads a cell's value; `sheet` is the formula's own sheet when the reference names none. */
export type CellReader = (sheet: string, col: number, row: number) => Scalar;

function toNumber(value: Scalar): number {
  if (value === null) return 0;
  if (typeof value === "number") return value;
  if (typeof value === "boolean") return value ? 1 : 0;
  if (value.trim() !== "" && Number.isFinite(Number(value))) return Number(value);
  throw new FormulaError("#VALUE!");
}

function toText(value: Scalar): string {
  if (value === null) return "";
  if (typeof value === "boolean") return value ? "TRUE" : "FALSE";
  return String(value);
}

function toBool(value: Scalar): boolean {
  if (typeof value === "boolean") return value;
  if (typeof value === "string") {
    if (value.toUpperCase() === "TRUE") return true;
    if (value.toUpperCase() === "FALSE") return false;
    throw new FormulaError("#VALUE!");
  }
  return toNumber(value) !== 0;
}

const typeRank = (v: number | string | boolean): number =>
  typeof v === "number" ? 0 : typeof v === "string" ? 1 : 2;

function compare(a: Scalar, b: Scalar): number {
  const left = a ?? (typeof b === "string" ? "" : typeof b === "boolean" ? false : 0);
  const right = b ?? (typeof left === "string" ? "" : typeof left === "boolean" ? false : 0);
  if (typeRank(left) !== typeRank(right)) return typeRank(left) - typeRank(right);
  if (typeof left === "string" && typeof right === "string") {
    const x = left.toLowerCase();
    const y = right.toLowerCase();
    return x < y ? -1 : x > y ? 1 : 0;
  }
  return Number(left) - Number(right);
}

function matchesCriterion(value: Scalar, criterion: Scalar): boolean {
  const raw = toText(criterion);
  const m = /^(<=|>=|<>|=|<|>)?(.*)$/.exec(raw);
  const op = m?.[1] ?? "=";
  const operandText = m?.[2] ?? "";
  const operand: Scalar =
    typeof criterion === "number"
      ? criterion
      : operandText !== "" && Number.isFinite(Number(operandText))
        ? Number(operandText)
        : operandText;
  if (typeof operand === "number" && typeof value !== "number") return op === "<>";
  const c = compare(value ?? "", operand);
  switch (op) {
    case "<=":
      return c <= 0;
    case ">=":
      return c >= 0;
    case "<>":
      return c !== 0;
    case "<":
      return c < 0;
    case ">":
      return c > 0;
    default:
      return c === 0;
  }
}

export function evaluateFormula(formula: string, sheet: string, read: CellReader): Scalar {
  const ast = parse(formula);

  const scalar = (value: Value): Scalar => {
    if (value === null || typeof value !== "object") return value;
    const only =
      value.rows.length === 1 && value.rows[0]?.length === 1 ? value.rows[0][0] : undefined;
    if (only === undefined) throw new FormulaError("#VALUE!");
    return only;
  };
  const flat = (value: Value): Scalar[] =>
    value !== null && typeof value === "object" ? value.rows.flat() : [value];
  /** Numbers for SUM-like functions: ranges keep only numbers, typed arguments are converted. */
  const numbersOf = (args: Node[]): number[] =>
    args.flatMap((arg) => {
      const value = evalNode(arg);
      if (value !== null && typeof value === "object") {
        return value.rows.flat().filter((v): v is number => typeof v === "number");
      }
      return [toNumber(value)];
    });
  const rangeArg = (node: Node | undefined): RangeValue => {
    const value = node ? evalNode(node) : null;
    if (value === null || typeof value !== "object") throw new FormulaError("#VALUE!");
    return value;
  };
  const arg = (args: Node[], index: number): Scalar => {
    const node = args[index];
    if (!node) throw new FormulaError("#VALUE!");
    return scalar(evalNode(node));
  };

  const call = (name: string, args: Node[]): Value => {
    switch (name) {
      case "SUM":
        return numbersOf(args).reduce((a, b) => a + b, 0);
      case "AVERAGE": {
        const nums = numbersOf(args);
        if (nums.length === 0) throw new FormulaError("#DIV/0!");
        return nums.reduce((a, b) => a + b, 0) / nums.length;
      }
      case "MIN":
      case "MAX": {
        const nums = numbersOf(args);
        if (nums.length === 0) return 0;
        return name === "MIN" ? Math.min(...nums) : Math.max(...nums);
      }
      case "COUNT":
        return args.flatMap((a) => flat(evalNode(a))).filter((v) => typeof v === "number").length;
      case "COUNTA":
        return args.flatMap((a) => flat(evalNode(a))).filter((v) => v !== null).length;
      case "COUNTBLANK":
        return flat(rangeArg(args[0])).filter((v) => v === null || v === "").length;
      case "COUNTIF": {
        const criterion = arg(args, 1);
        return flat(rangeArg(args[0])).filter((v) => matchesCriterion(v, criterion)).length;
      }
      case "SUMIF": {
        const tested = rangeArg(args[0]).rows;
        const criterion = arg(args, 1);
        const summed = args[2] ? rangeArg(args[2]).rows : tested;
        let result = 0;
        tested.forEach((row, r) =>
          row.forEach((v, c) => {
            const add = summed[r]?.[c];
            if (matchesCriterion(v, criterion) && typeof add === "number") result += add;
          }),
        );
        return result;
      }
      case "COUNTIFS":
      case "SUMIFS": {
        const offset = name === "SUMIFS" ? 1 : 0;
        const summed = offset ? rangeArg(args[0]).rows.flat() : undefined;
        const tests: { values: Scalar[]; criterion: Scalar }[] = [];
        for (let i = offset; i < args.length; i += 2) {
          tests.push({ values: rangeArg(args[i]).rows.flat(), criterion: arg(args, i + 1) });
        }
        const length = summed?.length ?? tests[0]?.values.length ?? 0;
        if (tests.some((t) => t.values.length !== length)) throw new FormulaError("#VALUE!");
        let count = 0;
        let result = 0;
        for (let i = 0; i < length; i += 1) {
          if (!tests.every((t) => matchesCriterion(t.values[i] ?? null, t.criterion))) continue;
          count += 1;
          const add = summed?.[i];
          if (typeof add === "number") result += add;
        }
        return summed ? result : count;
      }
      case "SUMPRODUCT": {
        const ranges = args.map((a) => rangeArg(a).rows.flat());
        const length = ranges[0]?.length ?? 0;
        if (ranges.some((r) => r.length !== length)) throw new FormulaError("#VALUE!");
        let result = 0;
        for (let i = 0; i < length; i += 1) {
          result += ranges.reduce((acc, r) => {
            const v = r[i];
            return acc * (typeof v === "number" ? v : 0);
          }, 1);
        }
        return result;
      }
      case "LARGE": {
        const nums = flat(rangeArg(args[0]))
          .filter((v): v is number => typeof v === "number")
          .sort((a, b) => b - a);
        const k = toNumber(arg(args, 1));
        const found = nums[k - 1];
        if (found === undefined) throw new FormulaError("#NUM!");
        return found;
      }
      case "RANK": {
        const value = toNumber(arg(args, 0));
        const nums = flat(rangeArg(args[1])).filter((v): v is number => typeof v === "number");
        const ascending = args[2] ? toNumber(arg(args, 2)) !== 0 : false;
        if (!nums.includes(value)) throw new FormulaError("#N/A");
        return 1 + nums.filter((n) => (ascending ? n < value : n > value)).length;
      }
      case "INDEX": {
        const range = rangeArg(args[0]).rows;
        let row = toNumber(arg(args, 1));
        let col = args[2] ? toNumber(arg(args, 2)) : 1;
        if (range.length === 1 && !args[2]) [row, col] = [1, row];
        const found = range[row - 1]?.[col - 1];
        if (found === undefined) throw new FormulaError("#REF!");
        return found;
      }
      case "MATCH": {
        const wanted = arg(args, 0);
        const index = flat(rangeArg(args[1])).findIndex(
          (v) => v !== null && compare(v, wanted) === 0,
        );
        if (index < 0) throw new FormulaError("#N/A");
        return index + 1;
      }
      case "IF": {
        const condition = toBool(arg(args, 0));
        const chosen = condition ? args[1] : args[2];
        if (!chosen) return condition;
        return evalNode(chosen);
      }
      case "IFERROR": {
        try {
          return scalar(evalNode(args[0] ?? { type: "str", value: "" }));
        } catch (error) {
          if (error instanceof FormulaError) return arg(args, 1);
          throw error;
        }
      }
      case "AND":
        return args.flatMap((a) => flat(evalNode(a))).every((v) => v === null || toBool(v));
      case "OR":
        return args.flatMap((a) => flat(evalNode(a))).some((v) => v !== null && toBool(v));
      case "NOT":
        return !toBool(arg(args, 0));
      case "ROUND": {
        const factor = 10 ** toNumber(arg(args, 1));
        const x = toNumber(arg(args, 0));
        return (Math.sign(x) * Math.round(Math.abs(x) * factor)) / factor;
      }
      case "ABS":
        return Math.abs(toNumber(arg(args, 0)));
      case "TODAY":
        throw new VolatileFormula("TODAY");
      default:
        throw new FormulaError("#NAME?");
    }
  };

  const evalNode = (node: Node): Value => {
    switch (node.type) {
      case "num":
        return node.value;
      case "str":
        return node.value;
      case "bool":
        return node.value;
      case "ref":
        return read(node.sheet ?? sheet, node.col, node.row);
      case "range": {
        const rows: Scalar[][] = [];
        for (let r = node.row1; r <= node.row2; r += 1) {
          const row: Scalar[] = [];
          for (let c = node.col1; c <= node.col2; c += 1) row.push(read(node.sheet ?? sheet, c, r));
          rows.push(row);
        }
        return { kind: "range", rows };
      }
      case "unary": {
        const v = toNumber(scalar(evalNode(node.operand)));
        return node.op === "-" ? -v : v;
      }
      case "percent":
        return toNumber(scalar(evalNode(node.operand))) / 100;
      case "call":
        return call(node.name, node.args);
      case "binary": {
        const left = scalar(evalNode(node.left));
        const right = scalar(evalNode(node.right));
        switch (node.op) {
          case "+":
            return toNumber(left) + toNumber(right);
          case "-":
            return toNumber(left) - toNumber(right);
          case "*":
            return toNumber(left) * toNumber(right);
          case "/": {
            const divisor = toNumber(right);
            if (divisor === 0) throw new FormulaError("#DIV/0!");
            return toNumber(left) / divisor;
          }
          case "^":
            return toNumber(left) ** toNumber(right);
          case "&":
            return toText(left) + toText(right);
          case "=":
            return compare(left, right) === 0;
          case "<>":
            return compare(left, right) !== 0;
          case "<":
            return compare(left, right) < 0;
          case ">":
            return compare(left, right) > 0;
          case "<=":
            return compare(left, right) <= 0;
          default:
            return compare(left, right) >= 0;
        }
      }
    }
  };

  return scalar(evalNode(ast));
}

/** A formula cell's result: a value, an Excel error code, or "volatile" when it uses TODAY. */
export type FormulaResult = Scalar | FormulaError | "volatile";

/** Evaluates every formula in a workbook; keys are "Sheet!A1". */
export function evaluateWorkbook(book: WorkbookSource): Map<string, FormulaResult> {
  const results = new Map<string, FormulaResult>();
  const inProgress = new Set<string>();
  const sheets = new Map(book.sheets.map((s) => [s.name, s]));

  const cellAt = (sheetName: string, col: number, row: number): Cell => {
    const sheet = sheets.get(sheetName);
    if (!sheet) throw new FormulaError("#REF!");
    return sheet.rows[row - 1]?.[col - 1] ?? null;
  };
  const keyOf = (sheetName: string, col: number, row: number): string =>
    `${sheetName}!${columnLetter(col)}${row}`;

  const read: CellReader = (sheetName, col, row) => {
    const cell = cellAt(sheetName, col, row);
    if (cell === null || typeof cell !== "object") return cell;
    if (cell.formula === undefined) return cell.value ?? null;
    const result = resultOf(sheetName, col, row, cell.formula);
    if (result === "volatile") throw new VolatileFormula(keyOf(sheetName, col, row));
    if (result instanceof FormulaError) throw result;
    return result;
  };

  const resultOf = (sheetName: string, col: number, row: number, formula: string) => {
    const key = keyOf(sheetName, col, row);
    const known = results.get(key);
    if (known !== undefined) return known;
    if (inProgress.has(key)) throw new Error(`Circular reference at ${key}`);
    inProgress.add(key);
    let result: FormulaResult;
    try {
      result = evaluateFormula(formula, sheetName, read);
    } catch (error) {
      if (error instanceof VolatileFormula) result = "volatile";
      else if (error instanceof FormulaError) result = error;
      else throw error;
    }
    inProgress.delete(key);
    results.set(key, result);
    return result;
  };

  for (const sheet of book.sheets) {
    sheet.rows.forEach((cells, r) =>
      cells?.forEach((cell, c) => {
        if (cell !== null && typeof cell === "object" && cell.formula !== undefined) {
          resultOf(sheet.name, c + 1, r + 1, cell.formula);
        }
      }),
    );
  }
  return results;
}
