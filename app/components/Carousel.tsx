import { css } from "@linaria/core";
import type { ReactNode } from "react";
import { color, radius, space } from "../styles/tokens.ts";

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
  &[hidden] {
    display: none;
  }

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
 * A swipeable, scroll-snapping strip of slides. The carousels enhancement (app/browser/carousels.ts)
 * makes it a looping slideshow that advances every 3 s, pauses while hovered or focused, and shows
 * the controls, hidden until then; it does not advance by itself for visitors who prefer reduced
 * motion (WCAG 2.2.2).
 */
export function Carousel<T>({ label, items, itemKey, renderItem }: CarouselProps<T>) {
  return (
    <section className={region} aria-roledescription="carousel" aria-label={label} data-carousel>
      {/* Focusable so keyboard users can scroll the strip with the arrow keys. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard */}
      <section className={track} tabIndex={0} aria-label={`${label}, slides`} data-carousel-track>
        {items.map((item, index) => (
          // biome-ignore lint/a11y/useSemanticElements: the slide pattern of the ARIA carousel is a group, not a form fieldset
          <div
            key={itemKey(item)}
            className={slide}
            role="group"
            aria-roledescription="slide"
            aria-label={`${index + 1} of ${items.length}`}
          >
            {renderItem(item, index)}
          </div>
        ))}
      </section>
      <div className={controls} hidden data-carousel-controls>
        <button type="button" data-carousel-toggle>
          Pause
        </button>
        <button type="button" aria-label="Previous slide" data-carousel-step="-1">
          <span aria-hidden="true">←</span>
        </button>
        <span className={position} aria-hidden="true" data-carousel-position>
          1 / {items.length}
        </span>
        <button type="button" aria-label="Next slide" data-carousel-step="1">
          <span aria-hidden="true">→</span>
        </button>
      </div>
    </section>
  );
}
