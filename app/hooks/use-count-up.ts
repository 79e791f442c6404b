import { useEffect, useRef, useState } from "react";
import { countUpValue, DEFAULT_COUNT_UP_MS } from "~/lib/count-up";
import { REDUCED_MOTION, useMediaQuery } from "./use-media-query";

/**
 * Counts from 0 to `target` once, when the element scrolls into view (viewport margin -100px).
 * The prerendered HTML and visitors who prefer reduced motion see the final number.
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
    const observer = new IntersectionObserver(
      (entries) => {
        // The first report comes straight after observe(): out of view, wait at zero.
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
