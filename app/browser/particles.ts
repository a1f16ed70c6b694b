/** The blog hero's ember and smoke simulation, kept apart from its drawing so it can be tested. */

/** Spec: 40 particles, updated every 40 ms, fading 0.003 opacity per tick, respawning at y 110. */
export const particleSettings = { count: 40, tickMs: 40, fadePerTick: 0.003, respawnY: 110, offscreenY: -10 } as const;

export interface Particle {
  /** Position in percent of the canvas (y grows downwards; 110 is just below the bottom). */
  x: number;
  y: number;
  vx: number;
  vy: number;
  size: number;
  opacity: number;
  ember: boolean;
}

export function spawn(y: number = particleSettings.respawnY): Particle {
  const ember = Math.random() < 0.65;
  return {
    x: Math.random() * 100,
    y,
    vx: (Math.random() - 0.5) * 0.15,
    vy: ember ? 0.25 + Math.random() * 0.35 : 0.1 + Math.random() * 0.15,
    size: ember ? 1 + Math.random() * 2 : 10 + Math.random() * 18,
    opacity: ember ? 0.6 + Math.random() * 0.4 : 0.08 + Math.random() * 0.1,
    ember,
  };
}

/** Moves every particle one tick: up and sideways, a little fainter, reborn at the bottom when gone. */
export function advance(particles: Particle[]): void {
  for (let index = 0; index < particles.length; index++) {
    const particle = particles[index] as Particle;
    particle.x += particle.vx;
    particle.y -= particle.vy;
    particle.opacity -= particleSettings.fadePerTick;
    if (particle.y < particleSettings.offscreenY || particle.opacity <= 0) particles[index] = spawn();
  }
}
