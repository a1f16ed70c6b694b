import { callApi, jsonOf, showViews, viewCountElements, viewErrors } from "../browser/view-counts.ts";
import { advance, type Particle, particleSettings, spawn } from "./particles.ts";
import { prefersReducedMotion } from "./reduced-motion.ts";

/** Every card's count from one request; a failure leaves the initial counts. */
callApi("/api/blog/views")
  .then((response) => jsonOf(response, viewErrors.fetch))
  .then(({ views }) => {
    const counts = (views ?? {}) as Record<string, unknown>;
    for (const element of viewCountElements()) showViews(element, counts[element.dataset.slug as string]);
  })
  .catch(() => {});

/**
 * The hero's floating embers and smoke on a canvas that never takes input. It runs only while the
 * tab is visible, and never for visitors who prefer reduced motion.
 */
const canvas = document.querySelector<HTMLCanvasElement>("canvas[data-particles]");
const context = canvas?.getContext("2d");
if (canvas && context) animate(canvas, context);

function animate(canvas: HTMLCanvasElement, context: CanvasRenderingContext2D): void {
  const particles: Particle[] = Array.from({ length: particleSettings.count }, () => spawn(Math.random() * particleSettings.respawnY));
  let timer: number | undefined;

  const resize = () => {
    const ratio = Math.min(window.devicePixelRatio || 1, 2);
    canvas.width = Math.round(canvas.clientWidth * ratio);
    canvas.height = Math.round(canvas.clientHeight * ratio);
    context.setTransform(ratio, 0, 0, ratio, 0, 0);
  };
  const draw = () => {
    const width = canvas.clientWidth;
    const height = canvas.clientHeight;
    context.clearRect(0, 0, width, height);
    for (const particle of particles) {
      context.globalAlpha = Math.max(particle.opacity, 0);
      context.fillStyle = particle.ember ? "#f97316" : "#a8a29e";
      context.beginPath();
      context.arc((particle.x / 100) * width, (particle.y / 100) * height, particle.size, 0, Math.PI * 2);
      context.fill();
    }
  };
  const update = () => {
    const running = document.visibilityState === "visible" && !prefersReducedMotion();
    canvas.dataset.state = running ? "running" : "paused";
    if (running && timer === undefined) {
      timer = window.setInterval(() => {
        advance(particles);
        draw();
      }, particleSettings.tickMs);
    } else if (!running && timer !== undefined) {
      window.clearInterval(timer);
      timer = undefined;
    }
  };

  new ResizeObserver(resize).observe(canvas);
  resize();
  document.addEventListener("visibilitychange", update);
  window.matchMedia("(prefers-reduced-motion: reduce)").addEventListener("change", update);
  update();
}
