/**
 * The browser's only JavaScript: small modules that enhance server-rendered pages which already
 * work without them. Each is built as its own entry; a page loads the ones its routes name in
 * their `handle` (see app/root.tsx), and nothing else.
 */
export const enhancementEntries = {
  /** Every page: the booking pop-up and its notice, the mobile menu's dismissal. */
  chrome: "app/browser/site-chrome.ts",
  /** Home: slideshows that advance by themselves. */
  carousels: "app/browser/carousels.ts",
  /** Home: the game dialogs where the platform lacks invoker commands, focus and the tooltip. */
  gameDialogs: "app/browser/game-dialogs.ts",
  /** Articles: counts the opening once and shows the new total. */
  viewCounter: "app/browser/view-counter.ts",
  /** The group planner: plans again as the fields change, and the address follows. */
  planForm: "app/browser/plan-form.ts",
  /** Blog index: every post's count, and the ember particles. */
  blogIndex: "app/browser/blog-index.ts",
} as const;

export type Enhancement = keyof typeof enhancementEntries;

/** What a route module may export as `handle`. */
export interface PageHandle {
  enhancements?: readonly Enhancement[];
}
