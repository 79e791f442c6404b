/** A value made by `make` on the first call, then the same value on every call after. */
export function lazyValue<T>(make: () => T): () => T {
  let made = false;
  let value: T;
  return () => {
    if (!made) {
      value = make();
      made = true;
    }
    return value;
  };
}
