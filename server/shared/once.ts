/** `fn`, run at most once however often it is called (a slot released, an attempt settled). */
export function once<A extends unknown[], R>(fn: (...args: A) => R): (...args: A) => R | undefined {
  let done = false;
  return (...args) => {
    if (done) return undefined;
    done = true;
    return fn(...args);
  };
}
