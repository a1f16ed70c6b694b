import { css } from "@linaria/core";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { useHydrated } from "../lib/use-hydrated.ts";
import { usePrefersReducedMotion } from "../lib/use-prefers-reduced-motion.ts";
import { color, radius, space } from "../styles/tokens.ts";

/** Spec: carousels advance every 3 seconds and loop. */
export const carouselIntervalMs = 3000;

const region = css`
  position: relative;
  /* A grid or flex parent must not grow to the strip's full scroll width. */
  min-width: 0;
`;

const track = css`
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: 100%;
  overflow-x: auto;
  scroll-snap-type: x mandatory;
  scrollbar-width: none;
  border-radius: ${radius.lg};
  overscroll-behavior-x: contain;

  &::-webkit-scrollbar {
    display: none;
  }
`;

const slide = css`
  scroll-snap-align: start;
  scroll-snap-stop: always;
`;

const controls = css`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${space.xs};
  margin-top: ${space.sm};

  button {
    display: inline-grid;
    place-items: center;
    min-width: 44px;
    min-height: 44px;
    padding: 0 ${space.sm};
    border: 1px solid ${color.border};
    border-radius: ${radius.pill};
    background: ${color.surface};
    color: ${color.text};
    cursor: pointer;
  }

  button:hover {
    border-color: ${color.amber};
  }
`;

const position = css`
  min-width: 4.5rem;
  text-align: center;
  font-variant-numeric: tabular-nums;
  color: ${color.textMuted};
`;

interface CarouselProps<T> {
  label: string;
  items: readonly T[];
  itemKey: (item: T) => string;
  renderItem: (item: T, index: number) => ReactNode;
}

/**
 * A looping slideshow that advances on its own every 3 s. Without JavaScript it is a swipeable,
 * scroll-snapping strip. It pauses while hovered or focused, has a visible pause control, and does
 * not advance by itself when the visitor prefers reduced motion (WCAG 2.2.2).
 */
export function Carousel<T>({ label, items, itemKey, renderItem }: CarouselProps<T>) {
  const trackRef = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  const [playing, setPlaying] = useState(true);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  // Slides stay reachable for a swipe or a screen reader until the controls can move between them.
  const enhanced = useHydrated();
  const reducedMotion = usePrefersReducedMotion();
  const advancing = playing && !hovered && !focused;

  // Reduced motion: nothing moves by itself unless the visitor presses Play.
  useEffect(() => {
    if (reducedMotion) setPlaying(false);
  }, [reducedMotion]);

  const show = (index: number) => setCurrent((index + items.length) % items.length);

  useEffect(() => {
    if (!advancing) return;
    const timer = window.setInterval(() => setCurrent((index) => (index + 1) % items.length), carouselIntervalMs);
    return () => window.clearInterval(timer);
  }, [advancing, items.length]);

  // The one place that scrolls the strip: whenever the position changes, by timer or by button.
  useEffect(() => {
    const element = trackRef.current;
    if (!element) return;
    const target = current * element.clientWidth;
    if (Math.abs(element.scrollLeft - target) > 1) {
      element.scrollTo({ left: target, behavior: reducedMotion ? "auto" : "smooth" });
    }
  }, [current, reducedMotion]);

  // A swipe or scroll by hand moves the position too.
  const onScroll = () => {
    const element = trackRef.current;
    if (!element || element.clientWidth === 0) return;
    const index = Math.round(element.scrollLeft / element.clientWidth);
    if (index !== current && Math.abs(element.scrollLeft - index * element.clientWidth) < 2) setCurrent(index);
  };

  return (
    <section
      className={region}
      aria-roledescription="carousel"
      aria-label={label}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      {/* Focusable so keyboard users can scroll the strip with the arrow keys. */}
      <div
        ref={trackRef}
        className={track}
        onScroll={onScroll}
        aria-live={advancing ? "off" : "polite"}
        tabIndex={0}
        role="group"
        aria-label={`${label}, slides`}
      >
        {items.map((item, index) => (
          <div
            key={itemKey(item)}
            className={slide}
            role="group"
            aria-roledescription="slide"
            aria-label={`${index + 1} of ${items.length}`}
            aria-hidden={enhanced && index !== current}
            inert={enhanced && index !== current}
          >
            {renderItem(item, index)}
          </div>
        ))}
      </div>
      <div className={controls}>
        <button type="button" onClick={() => setPlaying((value) => !value)}>
          {playing ? "Pause" : "Play"}
        </button>
        <button type="button" onClick={() => show(current - 1)} aria-label="Previous slide">
          <span aria-hidden="true">←</span>
        </button>
        <span className={position} aria-hidden="true">
          {current + 1} / {items.length}
        </span>
        <button type="button" onClick={() => show(current + 1)} aria-label="Next slide">
          <span aria-hidden="true">→</span>
        </button>
      </div>
    </section>
  );
}
