import { describe, expect, it } from "vitest";
import { checkQuery } from "./query";
import { ApiProblem } from "./problem";

const refusal = (query: string, read: Record<string, unknown>) => {
  try {
    checkQuery(new URLSearchParams(query), read, { region: "one of Europe, Asia", q: "any text" });
  } catch (e) {
    return e instanceof ApiProblem ? `${e.status} ${e.detail}` : "other";
  }
  return "none";
};

describe("list queries", () => {
  it("takes the filters the reader took, and paging", () => {
    expect(refusal("region=Europe&cursor=x&limit=5&q=", { region: "Europe" })).toBe("none");
  });
  it("refuses an unknown name or a value the reader dropped, saying what it takes", () => {
    expect(refusal("colour=red", {})).toMatch(/^400 Unknown query parameter "colour"/);
    expect(refusal("region=Mars", {})).toBe(
      '400 The value of "region" is not one this list takes: one of Europe, Asia.',
    );
  });
});
