import { describe, expect, it } from "vitest";
import {
  readSaveNotice,
  saveAnchor,
  signInHref,
  withSaveNotice,
  withoutSaveNotice,
} from "./save-notice";

describe("save notices", () => {
  it("sends the visitor back to their page with the outcome and the control's anchor", () => {
    expect(withSaveNotice("/vendors?category=Logistics", "v3", "added")).toBe(
      "/vendors?category=Logistics&saved=added%3Av3#save-v3",
    );
  });

  it("replaces an earlier outcome instead of piling them up", () => {
    const first = withSaveNotice("/vendors", "v3", "added").split("#")[0]!;
    expect(withSaveNotice(first, "v4", "removed")).toBe("/vendors?saved=removed%3Av4#save-v4");
    expect(withoutSaveNotice(first)).toBe("/vendors");
  });

  it("tells each control only its own outcome", () => {
    expect(readSaveNotice("?saved=added%3Av3", "v3")).toBe("added");
    expect(readSaveNotice("?saved=removed:v3", "v3")).toBe("removed");
    expect(readSaveNotice("?saved=added:v3", "v33")).toBeNull();
    expect(readSaveNotice("?saved=junk", "v3")).toBeNull();
    expect(readSaveNotice("", "v3")).toBeNull();
  });

  it("makes anchors that are safe ids whatever the target", () => {
    expect(saveAnchor("j1")).toBe("save-j1");
    expect(saveAnchor('a"b c')).toBe("save-a_b_c");
  });

  it("signs in and comes back to the page without the outcome", () => {
    expect(signInHref("/jobs/j1?saved=added:j1")).toBe("/sign-in?next=%2Fjobs%2Fj1");
  });
});
