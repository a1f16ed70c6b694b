import { css } from "@linaria/core";
import { useEffect, useRef, useState } from "react";
import { advance, particleSettings, spawn } from "../../lib/particles.ts";
import { usePrefersReducedMotion } from "../../lib/use-prefers-reduced-motion.ts";

const canvasStyle = css`
  position: absolute;
  inset: 0;
  z-index: -1;
  width: 100%;
  height: 100%;
  pointer-events: none;
`;

/**
 * The blog's floating embers and smoke, drawn on a canvas that never takes input. It stops while
 * the tab is hidden and does not run at all for visitors who prefer reduced motion.
 */
export function EmberParticles() {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const reducedMotion = usePrefersReducedMotion();
  const [hidden, setHidden] = useState(false);
  const running = !reducedMotion && !hidden;

  useEffect(() => {
    const update = () => setHidden(document.visibilityState === "hidden");
    update();
    document.addEventListener("visibilitychange", update);
    return () => document.removeEventListener("visibilitychange", update);
  }, []);

  useEffect(() => {
    const canvas = canvasRef.current;
    const context = canvas?.getContext("2d");
    if (!canvas || !context || !running) return;
    const particles = Array.from({ length: particleSettings.count }, () => spawn(Math.random() * particleSettings.respawnY));

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
    resize();
    const observer = new ResizeObserver(resize);
    observer.observe(canvas);
    const timer = window.setInterval(() => {
      advance(particles);
      draw();
    }, particleSettings.tickMs);
    return () => {
      window.clearInterval(timer);
      observer.disconnect();
    };
  }, [running]);

  return <canvas ref={canvasRef} className={canvasStyle} aria-hidden="true" data-state={running ? "running" : "paused"} />;
}
