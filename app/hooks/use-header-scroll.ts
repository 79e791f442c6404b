import { useEffect, useState } from "react";
import {
  initialHeaderScrollState,
  nextHeaderScrollState,
  type HeaderScrollState,
} from "~/lib/header-scroll";

export function useHeaderScroll(): HeaderScrollState {
  const [state, setState] = useState(initialHeaderScrollState);
  useEffect(() => {
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() =>
        setState((prev) => nextHeaderScrollState(prev, window.scrollY)),
      );
    };
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("scroll", onScroll);
    };
  }, []);
  return state;
}
