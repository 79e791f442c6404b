// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createRoutesStub, useLoaderData } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { readPage } from "~/lib/incremental";
import { DirectoryResults } from "./directory-results";
import { ResultsList } from "./results-list";

afterEach(cleanup);

const names = Array.from({ length: 5 }, (_, i) => `Item ${i + 1}`);
const PAGE = 2;

function List() {
  const { items, next } = useLoaderData<{ items: string[]; next: string | null }>();
  return (
    <ResultsList
      items={items}
      matches={names.length}
      nextPageHref={next}
      getKey={(name) => name}
      renderItem={(name) => <a href={`#${name}`}>{name}</a>}
      className=""
      noun="items"
    />
  );
}

const Stub = createRoutesStub([
  {
    path: "/list",
    Component: List,
    HydrateFallback: () => null,
    loader: ({ request }) => {
      const page = readPage(new URL(request.url).searchParams);
      const items = names.slice(0, page * PAGE);
      return { items, next: items.length < names.length ? `/list?page=${page + 1}` : null };
    },
  },
]);

describe("ResultsList", () => {
  it("links to the next page, then moves the focus to the first newly shown item", async () => {
    render(<Stub initialEntries={["/list"]} />);
    const more = await screen.findByRole("link", { name: "Show more items (3 more)" });
    expect(more.getAttribute("href")).toBe("/list?page=2");
    expect(screen.getAllByRole("listitem")).toHaveLength(2);
    fireEvent.click(more);
    await waitFor(() => expect(screen.getAllByRole("listitem")).toHaveLength(4));
    await waitFor(() => expect(document.activeElement?.textContent).toBe("Item 3"));
    expect(screen.getByRole("link", { name: "Show more items (1 more)" })).toBeTruthy();
  });

  it("has no Show more once every match is shown", async () => {
    render(<Stub initialEntries={["/list?page=3"]} />);
    expect(await screen.findAllByRole("listitem")).toHaveLength(5);
    expect(screen.queryByRole("link", { name: /Show more/ })).toBeNull();
  });
});

describe("a directory's counts past their cap (decision 515)", () => {
  const page = (n: number) => ({
    items: Array.from({ length: n }, (_, i) => ({ id: `v${i}`, name: `Vendor ${i}` })),
    matches: 6,
    total: 6,
    cap: 5,
  });
  const Directory = ({ shown, next }: { shown: number; next: string | null }) => (
    <DirectoryResults
      id="results"
      heading="Results"
      emptyTitle="No vendors"
      filtersHeadingId="filters"
      page={page(shown)}
      nextPageHref={next}
      renderItem={(v) => <span>{v.name}</span>}
      listClassName=""
      noun="vendors"
    />
  );
  const at = (shown: number, next: string | null) =>
    createRoutesStub([
      { path: "/vendors", Component: () => <Directory shown={shown} next={next} /> },
    ]);

  it("says the cap with a plus, and how many more at least", async () => {
    const Stub = at(2, "/vendors?page=2");
    render(<Stub initialEntries={["/vendors"]} />);
    expect((await screen.findByRole("status")).textContent).toBe("Showing 5+ of 5+ vendors");
    expect(screen.getByRole("link", { name: "Show more vendors (3+ more)" })).toBeTruthy();
  });

  it("still shows more past the counted rows, without a number", async () => {
    const Stub = at(8, "/vendors?page=2");
    render(<Stub initialEntries={["/vendors"]} />);
    expect(await screen.findByRole("link", { name: "Show more vendors" })).toBeTruthy();
  });
});
