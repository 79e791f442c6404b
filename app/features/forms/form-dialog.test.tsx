// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createRoutesStub, Link, useLocation } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  FormDialog,
  preloadable,
  type FormChunk,
  type FormController,
  type FrameProps,
} from "./form-dialog";
import type { FormResult } from "./form-post";

// The dialog's state machine (spec section 4) with a stand-in frame and a stand-in route action,
// so the logic is tested on its own: the real frame, forms and actions are exercised in the
// browser tests.

function Frame({ open, title, children }: FrameProps) {
  return open ? (
    <div role="dialog" aria-label={title}>
      {children}
    </div>
  ) : null;
}

const chunkOf = async (): Promise<FormChunk> => ({
  FormDialogFrame: Frame,
  DialogCancel: () => null,
});

interface Draft {
  name: string;
}

function Form({ controller }: { controller: FormController<Draft> }) {
  const { draft, setDraft, status, setStatus } = controller;
  return (
    <>
      <input
        aria-label="Name"
        value={draft.name}
        onChange={(e) => setDraft({ name: e.currentTarget.value })}
      />
      <button onClick={() => controller.submit(new FormData())}>Send</button>
      <button onClick={() => setStatus({ kind: "error", text: "Nope" })}>Fail</button>
      <p>status: {status.kind}</p>
      {status.kind === "success" || status.kind === "error" ? <p>{status.text}</p> : null}
    </>
  );
}

const EMPTY: Draft = { name: "" };

function Where() {
  return <p>at: {useLocation().pathname}</p>;
}

function renderDialog({
  chunk = preloadable(chunkOf),
  answer = async (): Promise<FormResult> => ({ kind: "success", text: "Sent!" }),
} = {}) {
  const Stub = createRoutesStub([
    {
      path: "/",
      Component: () => (
        <>
          <FormDialog
            trigger={<Link to="/apply">Open</Link>}
            action="/apply"
            title="Test form"
            description=""
            chunk={chunk}
            empty={EMPTY}
          >
            {(_loaded, controller) => <Form controller={controller} />}
          </FormDialog>
          <Where />
        </>
      ),
    },
    { path: "/apply", action: answer, Component: Where },
  ]);
  return render(<Stub initialEntries={["/"]} />);
}

const trigger = () => screen.getByRole("link", { name: "Open" });

async function open() {
  await act(async () => {
    fireEvent.click(trigger());
  });
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("FormDialog", () => {
  it("is a link to the form's page that says it opens a dialog once the page is hydrated", async () => {
    renderDialog();
    expect(trigger().getAttribute("href")).toBe("/apply");
    await waitFor(() => expect(trigger().getAttribute("aria-haspopup")).toBe("dialog"));
    expect(trigger().getAttribute("aria-expanded")).toBe("false");
    await open();
    expect(trigger().getAttribute("aria-expanded")).toBe("true");
    expect(screen.getByRole("dialog", { name: "Test form" })).toBeTruthy();
    expect(screen.getByText("at: /")).toBeTruthy();
  });

  it("leaves a click with a modifier key (a new tab) to the link", async () => {
    renderDialog();
    await act(async () => {
      fireEvent.click(trigger(), { ctrlKey: true });
    });
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("sends through the form's route, shows the answer, then closes 2 seconds later and resets", async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    renderDialog({
      answer: async () => {
        await held;
        return { kind: "success", text: "Sent!" };
      },
    });
    await open();
    fireEvent.change(screen.getByLabelText("Name"), { target: { value: "Ada" } });
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Send" }));
    });
    expect(screen.getByText("status: submitting")).toBeTruthy();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await act(async () => release());
    await waitFor(() => expect(screen.getByText("Sent!")).toBeTruthy());
    expect(screen.getByText("at: /")).toBeTruthy();
    act(() => vi.advanceTimersByTime(1900));
    expect(screen.getByRole("dialog")).toBeTruthy();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByRole("dialog")).toBeNull();
    await open();
    expect((screen.getByLabelText("Name") as HTMLInputElement).value).toBe("");
    expect(screen.getByText("status: idle")).toBeTruthy();
  });

  it("keeps what was typed after an error, and stays open", async () => {
    renderDialog({ answer: async () => ({ kind: "error", text: "Failed to send" }) });
    await open();
    fireEvent.change(screen.getByLabelText("Name"), { target: { value: "Ada" } });
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Send" }));
    });
    await waitFor(() => expect(screen.getByText("Failed to send")).toBeTruthy());
    vi.useFakeTimers();
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.getByRole("dialog")).toBeTruthy();
    expect((screen.getByLabelText("Name") as HTMLInputElement).value).toBe("Ada");
  });

  it("lets a problem found before sending replace the last answer", async () => {
    renderDialog({ answer: async () => ({ kind: "error", text: "Failed to send" }) });
    await open();
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Send" }));
    });
    await waitFor(() => expect(screen.getByText("Failed to send")).toBeTruthy());
    fireEvent.click(screen.getByRole("button", { name: "Fail" }));
    expect(screen.getByText("Nope")).toBeTruthy();
    expect(screen.queryByText("Failed to send")).toBeNull();
  });

  it("says so when the form's code cannot be loaded, and tries again on the next click", async () => {
    const factory = vi
      .fn<() => Promise<FormChunk>>()
      .mockRejectedValueOnce(new Error("offline"))
      .mockImplementation(chunkOf);
    renderDialog({ chunk: preloadable(factory) });
    await open();
    expect(screen.getByRole("alert").textContent).toMatch(/could not be loaded/);
    expect(screen.queryByRole("dialog")).toBeNull();
    await open();
    expect(screen.getByRole("dialog")).toBeTruthy();
    expect(factory).toHaveBeenCalledTimes(2);
  });

  it("fetches the form's code when the pointer reaches the trigger", async () => {
    const factory = vi.fn(chunkOf);
    renderDialog({ chunk: preloadable(factory) });
    expect(factory).not.toHaveBeenCalled();
    await act(async () => {
      fireEvent.pointerEnter(trigger());
    });
    expect(factory).toHaveBeenCalledTimes(1);
  });
});
