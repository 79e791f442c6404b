// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { useCheckedForm } from "./use-checked-form";

afterEach(cleanup);

function Sample({ order }: { order?: readonly ("a" | "b")[] }) {
  const { checked, onSubmit } = useCheckedForm<{ a?: string; b?: string }>({
    problemsOf: (posted) => ({
      ...(posted.get("b") ? {} : { b: "B is required." }),
      ...(posted.get("a") ? {} : { a: "A is required." }),
    }),
    idOf: (name) => `sample-${name}`,
    order,
  });
  return (
    <form aria-label="Sample" noValidate onSubmit={onSubmit}>
      <input id="sample-a" name="a" aria-label="A" />
      <input id="sample-b" name="b" aria-label="B" />
      <p>{checked ? Object.values(checked).join(" ") : "Not checked"}</p>
      <button type="submit">Send</button>
    </form>
  );
}

function submit() {
  const event = new Event("submit", { bubbles: true, cancelable: true });
  fireEvent(screen.getByRole("form", { name: "Sample" }), event);
  return event;
}

describe("useCheckedForm", () => {
  it("keeps a form with problems from being sent, shows them and focuses the first in page order", () => {
    render(<Sample order={["a", "b"]} />);
    const event = submit();
    expect(event.defaultPrevented).toBe(true);
    expect(screen.getByText("B is required. A is required.")).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText("A"));
  });

  it("focuses the first problem found when no order is given", () => {
    render(<Sample />);
    submit();
    expect(document.activeElement).toBe(screen.getByLabelText("B"));
  });

  it("sends a form without problems and clears what an earlier check showed", () => {
    render(<Sample order={["a", "b"]} />);
    submit();
    fireEvent.change(screen.getByLabelText("A"), { target: { value: "x" } });
    fireEvent.change(screen.getByLabelText("B"), { target: { value: "y" } });
    const event = submit();
    expect(event.defaultPrevented).toBe(false);
    expect(screen.getByText("Not checked")).toBeTruthy();
  });
});
