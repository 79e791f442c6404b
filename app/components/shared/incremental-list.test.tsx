// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { VendorDirectory } from "~/features/vendors/vendor-directory";
import { vendors } from "~/data/vendors";
import { LIST_PAGE_SIZE } from "~/lib/incremental";
import { makeFixture } from "../../../scripts/scale/fixture";

afterEach(cleanup);

const bigDirectory = makeFixture(1, { vendors: 500, projects: 0, jobs: 0, members: 0 }).vendors;

function renderDirectory(list: typeof vendors, url = "/vendors") {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <VendorDirectory vendors={list} />
    </MemoryRouter>,
  );
}

describe("incremental rendering of long lists", () => {
  it("renders one page of a long directory while the count line reports every match", () => {
    renderDirectory(bigDirectory);
    expect(screen.getByRole("status").textContent).toBe("Showing 500 of 500 vendors");
    expect(screen.getAllByRole("link", { name: /View Profile/ })).toHaveLength(LIST_PAGE_SIZE);
    fireEvent.click(screen.getByRole("button", { name: "Show more vendors (476 more)" }));
    expect(screen.getAllByRole("link", { name: /View Profile/ })).toHaveLength(2 * LIST_PAGE_SIZE);
  });

  it("changes nothing for the real sample data", () => {
    renderDirectory(vendors);
    expect(screen.getAllByRole("link", { name: /View Profile/ })).toHaveLength(vendors.length);
    expect(screen.queryByRole("button", { name: /Show more/ })).toBeNull();
  });
});
