import type { MouseEvent } from "react";
import { useLocation, useNavigate } from "react-router";
import { prefersReducedMotion } from "./use-prefers-reduced-motion.ts";

/** Spec: when leaving another page for a home-page section, wait this long before scrolling. */
export const scrollDelayAfterNavigationMs = 100;

/** Scrolls to a home-page section ("home" is the top) and moves keyboard focus there. */
export function scrollToSection(anchor: string) {
  const behavior: ScrollBehavior = prefersReducedMotion() ? "auto" : "smooth";
  const target = anchor === "home" ? null : document.getElementById(anchor);
  if (target) {
    target.scrollIntoView({ behavior, block: "start" });
    target.focus({ preventScroll: true });
  } else {
    window.scrollTo({ top: 0, behavior });
  }
  window.history.replaceState(window.history.state, "", anchor === "home" ? "/" : `/#${anchor}`);
}

/**
 * Click handler for links to home-page sections (`/#about`). Without JavaScript they are plain links;
 * with it, they scroll on the home page, or go home first and scroll after a short delay.
 */
export function useSectionLink(anchor: string | undefined) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return (event: MouseEvent<HTMLAnchorElement>) => {
    if (!anchor || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    if (pathname === "/") {
      scrollToSection(anchor);
      return;
    }
    void Promise.resolve(navigate("/")).then(() => {
      window.setTimeout(() => scrollToSection(anchor), scrollDelayAfterNavigationMs);
    });
  };
}
