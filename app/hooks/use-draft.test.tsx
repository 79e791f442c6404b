// @vitest-environment happy-dom
import { act, cleanup, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { useDraft } from "./use-draft";

afterEach(cleanup);

describe("useDraft", () => {
  it("starts from the committed value and keeps local edits", () => {
    const { result } = renderHook(({ value }) => useDraft(value), {
      initialProps: { value: "" },
    });
    expect(result.current[0]).toBe("");
    act(() => result.current[1]("acm"));
    expect(result.current[0]).toBe("acm");
  });

  it("follows the committed value when it changes from outside", () => {
    const { result, rerender } = renderHook(({ value }) => useDraft(value), {
      initialProps: { value: "" },
    });
    act(() => result.current[1]("typed"));
    rerender({ value: "from the URL" });
    expect(result.current[0]).toBe("from the URL");
    rerender({ value: "" });
    expect(result.current[0]).toBe("");
  });

  it("keeps the draft while the committed value is unchanged", () => {
    const { result, rerender } = renderHook(({ value }) => useDraft(value), {
      initialProps: { value: 4.5 },
    });
    act(() => result.current[1](4.7));
    rerender({ value: 4.5 });
    expect(result.current[0]).toBe(4.7);
  });
});
