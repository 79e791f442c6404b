// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useEffect, useState } from "react";
import { createMemoryRouter, Form, Link, RouterProvider, useSearchParams } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { readOption, readText, toSearchParams, type FilterCodec } from "~/lib/search-params";
import { useGetForm } from "./filter-form";

afterEach(cleanup);

const CATEGORIES = ["Energy", "Finance"] as const;
type Filters = { q?: string; category?: (typeof CATEGORIES)[number] };
const codec: FilterCodec<Filters> = {
  parse: (params) => ({
    q: readText(params, "q"),
    category: readOption(params, "category", CATEGORIES),
  }),
  serialise: ({ q, category }) => toSearchParams({ q, category }),
  fields: ({ q, category }) => ({ q: q ?? "", category: category ?? "" }),
};

function Directory() {
  const [params] = useSearchParams();
  const form = useGetForm(codec, codec.parse(params));
  return (
    <>
      <Form {...form} aria-label="Filters">
        <input aria-label="Search" name="q" defaultValue={codec.parse(params).q ?? ""} />
        <select
          aria-label="Category"
          name="category"
          defaultValue={codec.parse(params).category ?? ""}
        >
          <option value="">All</option>
          {CATEGORIES.map((category) => (
            <option key={category}>{category}</option>
          ))}
        </select>
      </Form>
      <Link to="/vendors">Reset Filters</Link>
    </>
  );
}

function renderAt(url: string) {
  const router = createMemoryRouter([{ path: "/vendors", element: <Directory /> }], {
    initialEntries: ["/", url],
    initialIndex: 1,
  });
  render(<RouterProvider router={router} />);
  return router;
}

/** The same form whose shown filters the test sets, as the loader's data lands (or lags). */
const lagging = { show: (_filters: Filters) => {} };
function Lagging() {
  const [filters, setFilters] = useState<Filters>({});
  useEffect(() => {
    lagging.show = setFilters;
  }, []);
  const form = useGetForm(codec, filters);
  return (
    <Form {...form} aria-label="Filters">
      <input aria-label="Search" name="q" defaultValue={filters.q ?? ""} />
      <select aria-label="Category" name="category" defaultValue={filters.category ?? ""}>
        <option value="">All</option>
        {CATEGORIES.map((category) => (
          <option key={category}>{category}</option>
        ))}
      </select>
    </Form>
  );
}

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

describe("useGetForm", () => {
  it("puts each change in the URL at once, in canonical form, replacing the history entry", async () => {
    const router = renderAt("/vendors");
    fireEvent.change(screen.getByRole("combobox", { name: "Category" }), {
      target: { value: "Energy" },
    });
    await settle();
    expect(router.state.location.search).toBe("?category=Energy");
    expect(router.state.historyAction).toBe("REPLACE");

    const search = screen.getByRole("textbox", { name: "Search" });
    fireEvent.change(search, { target: { value: "solar" } });
    await settle();
    expect(router.state.location.search).toBe("?q=solar&category=Energy");
  });

  it("reads junk in the address as no filter, and leaves it out of the next query", async () => {
    const router = renderAt("/vendors?category=nonsense&page=7");
    expect(screen.getByRole("combobox", { name: "Category" })).toHaveProperty("value", "");
    fireEvent.change(screen.getByRole("textbox", { name: "Search" }), {
      target: { value: "solar" },
    });
    await settle();
    expect(router.state.location.search).toBe("?q=solar");
  });

  it("shows state changed from outside the form, except in the control being used", async () => {
    const router = renderAt("/vendors?q=solar&category=Finance");
    const search = screen.getByRole("textbox", { name: "Search" });
    const category = screen.getByRole("combobox", { name: "Category" });
    expect(search).toHaveProperty("value", "solar");
    expect(category).toHaveProperty("value", "Finance");

    search.focus();
    fireEvent.click(screen.getByRole("link", { name: "Reset Filters" }));
    await settle();
    expect(router.state.location.search).toBe("");
    expect(category).toHaveProperty("value", "");
    // The visitor is typing in it: left as it is.
    expect(search).toHaveProperty("value", "solar");
  });

  it("keeps a choice made before the result of an earlier change is shown", async () => {
    const router = createMemoryRouter([{ path: "/jobs", element: <Lagging /> }], {
      initialEntries: ["/jobs"],
    });
    render(<RouterProvider router={router} />);
    const search = screen.getByRole("textbox", { name: "Search" });
    const category = screen.getByRole("combobox", { name: "Category" });
    search.focus();
    fireEvent.change(search, { target: { value: "solar" } });
    // Chosen at once, without focus (as a script or a quick pick does)...
    fireEvent.change(category, { target: { value: "Energy" } });
    // ...then the first change's page is shown: the choice stays, and goes with the next change.
    act(() => lagging.show({ q: "solar" }));
    expect(category).toHaveProperty("value", "Energy");
    fireEvent.change(search, { target: { value: "solar panels" } });
    await settle();
    expect(router.state.location.search).toBe("?q=solar+panels&category=Energy");
    act(() => lagging.show({ q: "solar panels", category: "Energy" }));

    // A change from outside the form is still shown.
    act(() => lagging.show({ category: "Finance" }));
    expect(category).toHaveProperty("value", "Finance");
  });
});
