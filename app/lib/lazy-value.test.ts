import { describe, expect, it, vi } from "vitest";
import { lazyValue } from "./lazy-value";

describe("lazyValue", () => {
  it("makes nothing until the first call", () => {
    const make = vi.fn(() => ({}));
    lazyValue(make);
    expect(make).not.toHaveBeenCalled();
  });

  it("makes the value once and returns the same value on every call", () => {
    const make = vi.fn(() => ({ id: 1 }));
    const get = lazyValue(make);
    const first = get();
    expect(get()).toBe(first);
    expect(make).toHaveBeenCalledTimes(1);
  });

  it("keeps a made undefined instead of making it again", () => {
    const make = vi.fn(() => undefined);
    const get = lazyValue(make);
    get();
    get();
    expect(make).toHaveBeenCalledTimes(1);
  });
});
