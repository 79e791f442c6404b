import { describe, expect, it } from "vitest";
import {
  budgetLabel,
  compareProposals,
  freelanceFilterCodec,
  postState,
  priceLabel,
  proposalFilesProblem,
  readProposalSort,
  timelineLabel,
} from "./rules";
import {
  checkFreelancePost,
  checkProposal,
  EMPTY_FREELANCE_POST,
  freelancePostValues,
} from "./schema";
import { MAX_FILE_BYTES } from "~/domain/form-rules";

const TODAY = "2026-11-28";

const values = (over: Record<string, string> = {}) => ({
  ...EMPTY_FREELANCE_POST,
  companyId: "c-1",
  title: "Supplier audit checklist",
  description: "Write our checklist.",
  category: "Logistics",
  skills: "Auditing, ISO 9001, Auditing",
  location: "Remote",
  isRemote: "on",
  budgetType: "hourly",
  budget: "60",
  duration: "1-3 months",
  closesOn: "2026-12-31",
  ...over,
});

describe("freelance money and time", () => {
  it("says a budget as a fixed total or a rate an hour", () => {
    expect(budgetLabel("fixed", 2500)).toBe("$2,500 fixed");
    expect(budgetLabel("hourly", 60)).toBe("$60/hr");
    expect(priceLabel("fixed", 2400)).toBe("$2,400");
    expect(priceLabel("hourly", 55)).toBe("$55/hr");
    expect(timelineLabel(1)).toBe("1 day");
    expect(timelineLabel(14)).toBe("14 days");
  });

  it("keeps a post open while published and not past its closing day", () => {
    expect(postState({ status: "published", closesOn: TODAY }, TODAY)).toBe("open");
    expect(postState({ status: "published", closesOn: "2026-11-27" }, TODAY)).toBe("closed");
    expect(postState({ status: "closed", closesOn: "2099-01-01" }, TODAY)).toBe("closed");
    expect(postState({ status: "awarded", closesOn: "2099-01-01" }, TODAY)).toBe("awarded");
  });
});

describe("the post form", () => {
  it("gives the post's fields, skills deduplicated, and back again", () => {
    const checked = checkFreelancePost(values(), TODAY);
    expect(checked).toMatchObject({
      ok: true,
      post: { budgetType: "hourly", budget: 60, isRemote: true, skills: ["Auditing", "ISO 9001"] },
    });
    if (checked.ok)
      expect(freelancePostValues(checked.post)).toMatchObject(
        values({ skills: "Auditing, ISO 9001" }),
      );
  });

  it("refuses a closing date in the past, an amount that is not whole dollars, and too many skills", () => {
    expect(checkFreelancePost(values({ closesOn: "2026-11-27" }), TODAY)).toEqual({
      ok: false,
      errors: { closesOn: "Choose a closing date from today on." },
    });
    for (const budget of ["", "0", "12.50", "-5", "100000000"]) {
      expect(checkFreelancePost(values({ budget }), TODAY)).toMatchObject({
        ok: false,
        errors: { budget: expect.any(String) },
      });
    }
    const skills = Array.from({ length: 11 }, (_, i) => `Skill ${i}`).join(", ");
    expect(checkFreelancePost(values({ skills }), TODAY)).toMatchObject({
      ok: false,
      errors: { skills: expect.stringMatching(/at most 10 skills/) },
    });
    expect(checkFreelancePost(values({ budgetType: "weekly" }), TODAY)).toMatchObject({
      ok: false,
      errors: { budgetType: "Choose a fixed price or an hourly rate." },
    });
  });
});

describe("the proposal form", () => {
  it("takes a whole-dollar price, a timeline in days and a message", () => {
    expect(
      checkProposal({ price: " 2400 ", timelineDays: "21", message: "Done it before." }),
    ).toEqual({
      ok: true,
      proposal: { price: 2400, timelineDays: 21, message: "Done it before." },
    });
    expect(checkProposal({ price: "x", timelineDays: "0", message: " " })).toMatchObject({
      ok: false,
      errors: {
        price: "Give your price in whole US dollars.",
        timelineDays: "Give a timeline from 1 to 730 days.",
        message: "Tell the company how you would do the work.",
      },
    });
  });

  it("takes up to three PDF, DOC or DOCX files of 10 MB each", () => {
    const file = (name: string, size = 1) => ({ name, size });
    expect(proposalFilesProblem([file("a.pdf"), file("b.DOCX"), file("c.doc")])).toBeNull();
    expect(proposalFilesProblem([file("a.pdf"), file("b.pdf"), file("c.pdf"), file("d.pdf")])).toBe(
      "count",
    );
    expect(proposalFilesProblem([file("photo.png")])).toBe("type");
    expect(proposalFilesProblem([file("big.pdf", MAX_FILE_BYTES + 1)])).toBe("too-large");
  });
});

describe("comparing proposals", () => {
  const proposals = [
    { id: "a", name: "Ada", price: 2800, timelineDays: 14, receivedAt: "2026-11-02T09:00:00Z" },
    { id: "b", name: "Bea", price: 2400, timelineDays: 30, receivedAt: "2026-11-03T09:00:00Z" },
    { id: "c", name: "Cy", price: 2400, timelineDays: 21, receivedAt: "2026-11-01T09:00:00Z" },
  ];

  it("sorts by price, timeline or arrival, ties by price then name, and marks the lowest price", () => {
    expect(compareProposals(proposals, "price").map((p) => [p.id, p.lowest])).toEqual([
      ["b", true],
      ["c", true],
      ["a", false],
    ]);
    expect(compareProposals(proposals, "timeline").map((p) => p.id)).toEqual(["a", "c", "b"]);
    expect(compareProposals(proposals, "received").map((p) => p.id)).toEqual(["c", "a", "b"]);
    expect(compareProposals([proposals[0]!], "price")[0]!.lowest).toBe(false);
  });

  it("reads the sort and the filters from the URL, tolerating junk", () => {
    expect(readProposalSort(new URLSearchParams("sort=timeline"))).toBe("timeline");
    expect(readProposalSort(new URLSearchParams("sort=nope"))).toBe("price");
    const filters = freelanceFilterCodec.parse(
      new URLSearchParams("category=legal&budget=HOURLY&x=1"),
    );
    expect(filters).toEqual({ category: "Legal", budget: "hourly" });
    expect(freelanceFilterCodec.serialise(filters).toString()).toBe("category=Legal&budget=hourly");
    expect(freelanceFilterCodec.parse(new URLSearchParams("budget=weekly"))).toEqual({
      category: undefined,
      budget: undefined,
    });
  });
});
