// @vitest-environment happy-dom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ModerationSection, ReportBadges } from "./moderation-section";

afterEach(cleanup);

describe("ModerationSection", () => {
  it("counts its items in its heading and shows each one", () => {
    render(
      <ModerationSection
        id="reported"
        title="Reported"
        empty="Nothing is reported."
        items={[{ id: "a" }, { id: "b" }]}
        itemKey={(item) => item.id}
        itemClassName="p-5"
      >
        {(item) => <p>Item {item.id}</p>}
      </ModerationSection>,
    );
    expect(screen.getByRole("heading", { name: "Reported (2)" })).toBeTruthy();
    const section = screen.getByRole("region", { name: "Reported (2)" });
    expect(within(section).getAllByRole("listitem")).toHaveLength(2);
    expect(screen.getByText("Item b")).toBeTruthy();
  });

  it("says all is clear when there is nothing in it", () => {
    render(
      <ModerationSection
        id="hidden"
        title="Hidden"
        empty="No post is hidden."
        items={[]}
        itemKey={String}
        itemClassName="p-5"
      >
        {() => null}
      </ModerationSection>,
    );
    expect(screen.getByRole("heading", { name: "Hidden (0)" })).toBeTruthy();
    expect(screen.getByText("All clear")).toBeTruthy();
    expect(screen.getByText("No post is hidden.")).toBeTruthy();
  });
});

describe("ReportBadges", () => {
  it("names each reason with its count", () => {
    render(<ReportBadges reports={[{ reason: "spam", count: 3 }]} />);
    const list = screen.getByRole("list", { name: "Open reports" });
    expect(within(list).getByText(/: 3$/)).toBeTruthy();
  });
});
