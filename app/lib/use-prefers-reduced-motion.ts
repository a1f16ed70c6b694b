import { useEffect, useState } from "react";

const query = "(prefers-reduced-motion: reduce)";

/** The visitor's reduced-motion preference right now (browser only). */
export function prefersReducedMotion(): boolean {
  return window.matchMedia(query).matches;
}

/** The visitor's reduced-motion preference; false on the server and until mounted. */
export function usePrefersReducedMotion(): boolean {
  const [reduced, setReduced] = useState(false);
  useEffect(() => {
    const media = window.matchMedia(query);
    const update = () => setReduced(media.matches);
    update();
    media.addEventListener("change", update);
    return () => media.removeEventListener("change", update);
  }, []);
  return reduced;
}
