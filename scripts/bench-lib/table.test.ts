import { describe, expect, it } from "vitest";
import { markdownTable } from "./table";

describe("markdownTable", () => {
  it("pads every column to its widest cell", () => {
    expect(markdownTable(["a", "bb"], [["ccc", "d"]])).toBe(
      ["| a   | bb |", "|-----|----|", "| ccc | d  |"].join("\n"),
    );
  });

  it("fills missing cells with blanks", () => {
    expect(markdownTable(["a", "b"], [["x"]]).split("\n")[2]).toBe("| x |   |");
  });
});
