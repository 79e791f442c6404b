import { describe, expect, it } from "vitest";
import { recordOptions } from "./native-select";

describe("recordOptions", () => {
  it("offers each record by its id and shows its name", () => {
    const { options, labelOf } = recordOptions([
      { id: "c-1", name: "Acme Solar" },
      { id: "c-2", name: "Nordic Freight" },
    ]);
    expect(options).toEqual(["c-1", "c-2"]);
    expect(labelOf("c-2")).toBe("Nordic Freight");
    expect(labelOf("c-9")).toBe("c-9");
  });
});
