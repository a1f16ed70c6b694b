import { prefersReducedMotion } from "./reduced-motion.ts";

/** Spec: carousels advance every 3 seconds and loop. */
export const carouselIntervalMs = 3000;

for (const carousel of document.querySelectorAll<HTMLElement>("[data-carousel]")) enhance(carousel);

function enhance(carousel: HTMLElement): void {
  const track = carousel.querySelector<HTMLElement>("[data-carousel-track]");
  const controls = carousel.querySelector<HTMLElement>("[data-carousel-controls]");
  const toggle = carousel.querySelector<HTMLButtonElement>("[data-carousel-toggle]");
  const position = carousel.querySelector<HTMLElement>("[data-carousel-position]");
  if (!track || !controls || !toggle || !position) return;
  const count = track.children.length;
  let current = 0;
  // Reduced motion: nothing moves by itself unless the visitor presses Play.
  let playing = !prefersReducedMotion();
  let hovered = false;
  let focused = false;
  let timer: number | undefined;

  const show = (index: number) => {
    current = (index + count) % count;
    position.textContent = `${current + 1} / ${count}`;
    track.scrollTo({ left: current * track.clientWidth, behavior: prefersReducedMotion() ? "auto" : "smooth" });
  };
  const update = () => {
    toggle.textContent = playing ? "Pause" : "Play";
    const advancing = playing && !hovered && !focused;
    track.setAttribute("aria-live", advancing ? "off" : "polite");
    if (advancing && timer === undefined) timer = window.setInterval(() => show(current + 1), carouselIntervalMs);
    if (!advancing && timer !== undefined) {
      window.clearInterval(timer);
      timer = undefined;
    }
  };

  toggle.addEventListener("click", () => {
    playing = !playing;
    update();
  });
  for (const step of carousel.querySelectorAll<HTMLButtonElement>("[data-carousel-step]")) {
    step.addEventListener("click", () => show(current + Number(step.dataset.carouselStep)));
  }
  carousel.addEventListener("pointerenter", () => {
    hovered = true;
    update();
  });
  carousel.addEventListener("pointerleave", () => {
    hovered = false;
    update();
  });
  carousel.addEventListener("focusin", () => {
    focused = true;
    update();
  });
  carousel.addEventListener("focusout", (event) => {
    focused = carousel.contains(event.relatedTarget as Node | null);
    update();
  });
  // A swipe or scroll by hand moves the position too.
  track.addEventListener("scrollend", () => {
    if (track.clientWidth === 0) return;
    current = Math.round(track.scrollLeft / track.clientWidth) % count;
    position.textContent = `${current + 1} / ${count}`;
  });

  controls.hidden = false;
  update();
}
