/** Whether the visitor asked the system for less motion; read each time, as it can change. */
export const prefersReducedMotion = () => window.matchMedia("(prefers-reduced-motion: reduce)").matches;
