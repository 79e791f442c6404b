import { describe, expect, it } from "vitest";
import {
  amendedItemLots,
  amendmentChanges,
  amendmentNotice,
  asksToReconfirm,
  changesInWords,
  publicChanges,
  readChanges,
} from "./amendment";

const chair = { id: "i1", item: "Office chair", quantity: 12, unit: "piece", specification: "" };
const desk = { id: "i2", item: "Desk", quantity: 4, unit: "piece", specification: "Oak" };
const before = {
  items: [chair, desk],
  criteria: [
    { name: "Price", weight: 70 },
    { name: "Delivery", weight: 30 },
  ],
  questionDeadline: "2030-03-20T09:00:00.000Z",
  bidDeadline: "2030-04-01T08:00:00.000Z",
};
const none = { removed: [], added: [] };
const london = { timeZone: "Europe/London" };

const basics = {
  title: "Chairs",
  description: "Chairs for the office.",
  currency: "USD",
  budget: { amount: 10_000, hidden: false },
  visibility: "public" as const,
};

describe("amendmentChanges", () => {
  it("records the title, description, budget and visibility with their values before and after", () => {
    const after = {
      ...basics,
      title: "Office chairs",
      description: "Chairs, with armrests.",
      budget: { amount: 12_000, hidden: false },
      visibility: "invited" as const,
    };
    const changes = amendmentChanges(
      { ...before, basics },
      { ...before, basics: after, documents: none },
    );
    expect(changes).toEqual([
      { kind: "title", before: "Chairs", after: "Office chairs" },
      { kind: "description", before: "Chairs for the office.", after: "Chairs, with armrests." },
      { kind: "budget", currency: "USD", before: basics.budget, after: after.budget },
      { kind: "visibility", before: "public", after: "invited" },
    ]);
    expect(changesInWords(changes, london)).toEqual([
      'Title from "Chairs" to "Office chairs".',
      "Description changed.",
      "Budget from $10,000 to $12,000.",
      "Now open to invited companies only (was open to every approved company).",
    ]);
    // The description asks the bids to reconfirm; the title, budget and visibility do not.
    expect(asksToReconfirm(changes)).toBe(true);
    expect(asksToReconfirm(changes.filter((c) => c.kind !== "description"))).toBe(false);
    expect(asksToReconfirm([])).toBe(true);
  });

  it("keeps a hidden budget's amount out of what everyone reads", () => {
    const hidden = { ...basics, budget: { amount: 10_000, hidden: true } };
    const raised = { ...basics, budget: { amount: 15_000, hidden: true } };
    const changes = amendmentChanges(
      { ...before, basics: hidden },
      { ...before, basics: raised, documents: none },
    );
    expect(JSON.stringify(changes)).toContain("15000");
    const shown = publicChanges(changes);
    expect(JSON.stringify(shown)).not.toContain("15000");
    expect(JSON.stringify(shown)).not.toContain("10000");
    expect(changesInWords(shown, london)).toEqual(["Budget changed (not published)."]);
    const published = publicChanges(
      amendmentChanges(
        { ...before, basics: hidden },
        {
          ...before,
          basics: { ...basics, budget: { amount: 9_000, hidden: false } },
          documents: none,
        },
      ),
    );
    expect(changesInWords(published, london)).toEqual(["Budget from not published to $9,000."]);
  });

  it("finds nothing when nothing changed", () => {
    expect(amendmentChanges(before, { ...before, documents: none })).toEqual([]);
  });

  it("records a quantity change with the item's values before and after", () => {
    const changes = amendmentChanges(before, {
      ...before,
      items: [{ ...chair, quantity: 18 }, desk],
      documents: none,
    });
    expect(changes).toEqual([
      {
        kind: "item-changed",
        itemId: "i1",
        fields: ["quantity"],
        before: chair,
        after: { ...chair, quantity: 18 },
      },
    ]);
    expect(changesInWords(changes, london)).toEqual(["Office chair: quantity from 12 to 18."]);
  });

  it("records items added and removed, documents, criteria and deadlines", () => {
    const changes = amendmentChanges(before, {
      items: [
        { ...chair, unit: "set", item: "Chair" },
        { ...desk, id: null, item: "Lamp" },
      ],
      criteria: [{ name: "Price", weight: 100 }],
      documents: { removed: ["old.pdf"], added: ["plan.pdf"] },
      questionDeadline: before.questionDeadline,
      bidDeadline: "2030-04-08T08:00:00.000Z",
    });
    expect(changes.map((c) => c.kind)).toEqual([
      "item-changed",
      "item-added",
      "item-removed",
      "document-removed",
      "document-added",
      "criteria-changed",
      "bid-deadline",
    ]);
    expect(changesInWords(changes, london)).toEqual([
      "Office chair: renamed to Chair, unit from piece to set.",
      "Item added: Lamp, 4 piece.",
      "Item removed: Desk.",
      "Document removed: old.pdf.",
      "Document added: plan.pdf.",
      "Award criteria from Price 70, Delivery 30 to Price 100.",
      "Bids now until April 8, 2030 at 9:00 AM GMT+1 (Europe/London) (was April 1, 2030 at 9:00 AM GMT+1 (Europe/London)).",
    ]);
  });

  it("treats an id the tender never had as a new item", () => {
    const changes = amendmentChanges(before, {
      ...before,
      items: [chair, desk, { ...desk, id: "forged" }],
      documents: none,
    });
    expect(changes).toEqual([{ kind: "item-added", after: { ...desk, id: null } }]);
  });
});

describe("amendmentNotice", () => {
  it("says what changed, the bid deadline in the tender's zone and the explanation", () => {
    const text = amendmentNotice(
      {
        changes: [
          {
            kind: "item-changed",
            itemId: "i1",
            fields: ["quantity"],
            before: chair,
            after: { ...chair, quantity: 18 },
          },
        ],
        explanation: "Six more staff.",
        bidDeadline: "2030-04-08T08:00:00.000Z",
      },
      london,
    );
    expect(text).toContain("- Office chair: quantity from 12 to 18.");
    expect(text).toContain("Bids are due by April 8, 2030 at 9:00 AM GMT+1 (Europe/London).");
    expect(text).toContain("The buyer's explanation: Six more staff.");
  });
});

describe("readChanges", () => {
  it("reads stored JSON, and nothing from junk", () => {
    expect(readChanges('[{"kind":"document-added","name":"a.pdf"}]')).toHaveLength(1);
    expect(readChanges("nope")).toEqual([]);
    expect(readChanges("{}")).toEqual([]);
  });
});

describe("amendedItemLots", () => {
  const stored = [
    { id: "i1", lot: 1 },
    { id: "i2", lot: 2 },
  ];
  const lamp = { id: null, item: "Lamp", quantity: 4, unit: "piece", specification: "" };

  it("puts an added item in the lot chosen and keeps each stored item in its own", () => {
    expect(
      amendedItemLots([1, 2], stored, [
        { ...chair, lot: 2 },
        { ...desk },
        { ...lamp, lot: 2 },
      ])?.map((i) => [i.item, i.lot]),
    ).toEqual([
      ["Office chair", 1],
      ["Desk", 2],
      ["Lamp", 2],
    ]);
  });

  it("refuses an added item with no lot, or a lot the tender does not have", () => {
    expect(amendedItemLots([1, 2], stored, [chair, desk, lamp])).toBeNull();
    expect(amendedItemLots([1, 2], stored, [chair, desk, { ...lamp, lot: 3 }])).toBeNull();
    // An id the tender never had is a new item: it needs its lot too.
    expect(amendedItemLots([1, 2], stored, [{ ...lamp, id: "forged" }])).toBeNull();
  });

  it("leaves an undivided tender's items without lots, and refuses one given a lot", () => {
    const undivided = [
      { id: "i1", lot: null },
      { id: "i2", lot: null },
    ];
    expect(amendedItemLots([], undivided, [chair, lamp])).toEqual([chair, lamp]);
    expect(amendedItemLots([], undivided, [chair, { ...lamp, lot: 1 }])).toBeNull();
  });

  it("names the lot of an added item in words", () => {
    const changes = amendmentChanges(
      { ...before, items: [chair] },
      { ...before, items: [chair, { ...lamp, lot: 2 }], documents: none },
    );
    expect(changesInWords(changes, london)).toEqual(["Item added to lot 2: Lamp, 4 piece."]);
  });
});
