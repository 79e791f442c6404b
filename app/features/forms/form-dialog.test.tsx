// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  FormDialog,
  preloadable,
  type FormChunk,
  type FormController,
  type FrameProps,
} from "./form-dialog";

// The dialog's state machine (spec section 4) with a stand-in frame, so the logic is tested on
// its own: the real frame and forms are exercised in the browser tests.

function Frame({ open, title, children }: FrameProps) {
  return open ? (
    <div role="dialog" aria-label={title}>
      {children}
    </div>
  ) : null;
}

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
      <button onClick={() => setStatus({ kind: "success", text: "Sent!" })}>Succeed</button>
      <button onClick={() => setStatus({ kind: "error", text: "Nope" })}>Fail</button>
      <p>status: {status.kind}</p>
    </>
  );
}

const EMPTY: Draft = { name: "" };

function renderDialog(
  chunk = preloadable(async (): Promise<FormChunk> => ({ FormDialogFrame: Frame })),
) {
  return render(
    <FormDialog
      trigger={<button>Open</button>}
      title="Test form"
      description=""
      chunk={chunk}
      empty={EMPTY}
    >
      {(_loaded, controller) => <Form controller={controller} />}
    </FormDialog>,
  );
}

async function open() {
  await act(async () => {
    fireEvent.click(screen.getByRole("button", { name: "Open" }));
  });
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("FormDialog", () => {
  it("marks its trigger as opening a dialog", async () => {
    renderDialog();
    const trigger = screen.getByRole("button", { name: "Open" });
    expect(trigger.getAttribute("aria-haspopup")).toBe("dialog");
    expect(trigger.getAttribute("aria-expanded")).toBe("false");
    await open();
    expect(trigger.getAttribute("aria-expanded")).toBe("true");
    expect(screen.getByRole("dialog", { name: "Test form" })).toBeTruthy();
  });

  it("closes 2 seconds after a success and resets the fields", async () => {
    vi.useFakeTimers();
    renderDialog();
    await open();
    fireEvent.change(screen.getByLabelText("Name"), { target: { value: "Ada" } });
    fireEvent.click(screen.getByRole("button", { name: "Succeed" }));
    act(() => vi.advanceTimersByTime(1999));
    expect(screen.getByRole("dialog")).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole("dialog")).toBeNull();
    await open();
    expect((screen.getByLabelText("Name") as HTMLInputElement).value).toBe("");
    expect(screen.getByText("status: idle")).toBeTruthy();
  });

  it("keeps what was typed after an error", async () => {
    vi.useFakeTimers();
    renderDialog();
    await open();
    fireEvent.change(screen.getByLabelText("Name"), { target: { value: "Ada" } });
    fireEvent.click(screen.getByRole("button", { name: "Fail" }));
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.getByRole("dialog")).toBeTruthy();
    expect((screen.getByLabelText("Name") as HTMLInputElement).value).toBe("Ada");
  });

  it("says so when the form's code cannot be loaded, and tries again on the next click", async () => {
    const factory = vi
      .fn<() => Promise<FormChunk>>()
      .mockRejectedValueOnce(new Error("offline"))
      .mockResolvedValue({ FormDialogFrame: Frame });
    renderDialog(preloadable(factory));
    await open();
    expect(screen.getByRole("alert").textContent).toMatch(/could not be loaded/);
    expect(screen.queryByRole("dialog")).toBeNull();
    await open();
    expect(screen.getByRole("dialog")).toBeTruthy();
    expect(factory).toHaveBeenCalledTimes(2);
  });

  it("fetches the form's code when the pointer reaches the trigger", async () => {
    const factory = vi.fn(async (): Promise<FormChunk> => ({ FormDialogFrame: Frame }));
    renderDialog(preloadable(factory));
    expect(factory).not.toHaveBeenCalled();
    await act(async () => {
      fireEvent.pointerEnter(screen.getByRole("button", { name: "Open" }));
    });
    expect(factory).toHaveBeenCalledTimes(1);
  });
});
