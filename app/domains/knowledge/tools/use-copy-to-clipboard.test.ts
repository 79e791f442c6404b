// @vitest-environment happy-dom
import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useCopyToClipboard } from "./use-copy-to-clipboard";

describe("useCopyToClipboard", () => {
  const writeText = vi.fn<(text: string) => Promise<void>>();

  beforeEach(() => {
    vi.useFakeTimers();
    writeText.mockReset().mockResolvedValue(undefined);
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it("says copied for 2 seconds, then goes back to idle", async () => {
    const { result } = renderHook(() => useCopyToClipboard());
    await act(() => result.current.copy("text"));
    expect(writeText).toHaveBeenCalledWith("text");
    expect(result.current.status).toBe("copied");
    act(() => vi.advanceTimersByTime(1999));
    expect(result.current.status).toBe("copied");
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.status).toBe("idle");
  });

  it("starts the 2 seconds again on a second copy", async () => {
    const { result } = renderHook(() => useCopyToClipboard());
    await act(() => result.current.copy("one"));
    act(() => vi.advanceTimersByTime(1500));
    await act(() => result.current.copy("two"));
    act(() => vi.advanceTimersByTime(1500));
    expect(result.current.status).toBe("copied");
    act(() => vi.advanceTimersByTime(500));
    expect(result.current.status).toBe("idle");
  });

  it("reports a refused write as failed and keeps saying so", async () => {
    writeText.mockRejectedValue(new DOMException("Denied", "NotAllowedError"));
    const { result } = renderHook(() => useCopyToClipboard());
    await act(() => result.current.copy("text"));
    expect(result.current.status).toBe("failed");
    act(() => vi.advanceTimersByTime(5000));
    expect(result.current.status).toBe("failed");
  });
});
