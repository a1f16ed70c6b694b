/**
 * The blog's post registry: every post the site knows, with the facts the API and the index need.
 * Dates follow the article headers (the spec's second reading); see README, "Content decisions".
 */

export interface PostEntry {
  id: number;
  slug: string;
  /** ISO date (YYYY-MM-DD) shown in the article header. */
  date: string;
  readMinutes: number;
  /** The count shown before any view was recorded (spec: 10 for post 1, 0 for the others). */
  initialViews: number;
}

export const posts: readonly PostEntry[] = [
  { id: 16, slug: "beyond-the-bullseye-how-axe-throwing-builds-teamwork-and-trust", date: "2025-10-13", readMinutes: 16, initialViews: 0 },
  { id: 15, slug: "ultimate-austin-rain-or-shine-group-outing-guide-axe-throwing-free-roam-vr", date: "2025-10-08", readMinutes: 19, initialViews: 0 },
  { id: 14, slug: "austin-group-outing-blueprint", date: "2025-10-02", readMinutes: 15, initialViews: 0 },
  { id: 13, slug: "where-steel-meets-sim-axe-throwing-virtual-reality-zero-latency-austin", date: "2025-09-30", readMinutes: 17, initialViews: 0 },
  { id: 12, slug: "austin-rainy-day-heatwave-playbook-indoor-adventures-dawn-till-last-call", date: "2025-09-22", readMinutes: 19, initialViews: 0 },
  { id: 11, slug: "first-timers-guide-axe-throwing-austin-safety-what-to-wear-house-games", date: "2025-09-18", readMinutes: 22, initialViews: 0 },
  { id: 10, slug: "austin-indoors-ultimate-playbook-beating-heat-rain-40-ideas-itineraries", date: "2025-09-16", readMinutes: 18, initialViews: 0 },
  { id: 9, slug: "fun-activities-families-austin-complete-guide-bonding-adventure-memories", date: "2025-09-11", readMinutes: 20, initialViews: 0 },
  { id: 8, slug: "axe-throwing-austin-complete-guide-fun-skill-local-culture", date: "2025-08-09", readMinutes: 25, initialViews: 0 },
  { id: 7, slug: "ultimate-guide-austin-adventure-entertainment-technology-tradition", date: "2025-08-04", readMinutes: 18, initialViews: 0 },
  { id: 6, slug: "comprehensive-guide-axe-throwing-austin-fun-fitness-community", date: "2025-09-03", readMinutes: 8, initialViews: 0 },
  { id: 5, slug: "rise-of-axe-throwing-austin-ancient-skill-modern-pastime", date: "2025-09-02", readMinutes: 12, initialViews: 0 },
  { id: 4, slug: "austin-hr-office-manager-playbook-axe-throwing-team-building", date: "2025-08-24", readMinutes: 22, initialViews: 0 },
  { id: 2, slug: "locals-guide-axe-throwing-austin", date: "2025-08-05", readMinutes: 15, initialViews: 0 },
  { id: 1, slug: "south-austin-playbook", date: "2025-08-01", readMinutes: 12, initialViews: 10 },
];

const bySlug = new Map(posts.map((post) => [post.slug, post]));

export function findPost(slug: string): PostEntry | undefined {
  return bySlug.get(slug);
}
