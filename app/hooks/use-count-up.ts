import { useEffect, useRef, useState } from "react";
import { countUpValue, DEFAULT_COUNT_UP_MS } from "~/lib/count-up";
import { REDUCED_MOTION, useMediaQuery } from "./use-media-query";

/** Whether any part of a box is inside the window. */
const onScreen = (box: DOMRectReadOnly) =>
  box.bottom > 0 && box.top < window.innerHeight && box.right > 0 && box.left < window.innerWidth;

/**
 * Counts from 0 to `target` once, when the element scrolls into view (viewport margin -100px)
 * after hydration. The prerendered HTML, visitors who prefer reduced motion and visitors who
 * already see the number when scripts start see the final number, never reset.
 */
export function useCountUp<T extends Element>(target: number, durationMs = DEFAULT_COUNT_UP_MS) {
  const ref = useRef<T>(null);
  const [value, setValue] = useState(target);
  const reducedMotion = useMediaQuery(REDUCED_MOTION);

  useEffect(() => {
    const el = ref.current;
    if (!el || reducedMotion) return;
    if (typeof IntersectionObserver === "undefined") return;
    let frame = 0;
    let first = true;
    const observer = new IntersectionObserver(
      (entries) => {
        // The first report comes straight after observe(). A number the visitor can already
        // see (any part of it on screen) stays as it is: never restart a value already shown.
        if (first) {
          first = false;
          if (entries.some((e) => onScreen(e.boundingClientRect))) {
            observer.disconnect();
            return;
          }
        }
        // Out of view: wait at zero, unseen, until it scrolls in.
        if (!entries.some((e) => e.isIntersecting)) {
          setValue(0);
          return;
        }
        observer.disconnect();
        const start = performance.now();
        const tick = (now: number) => {
          const next = countUpValue(target, now - start, durationMs);
          setValue(next);
          if (now - start < durationMs) frame = requestAnimationFrame(tick);
        };
        frame = requestAnimationFrame(tick);
      },
      { rootMargin: "-100px" },
    );
    observer.observe(el);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [target, durationMs, reducedMotion]);

  return { ref, value: reducedMotion ? target : value };
}
