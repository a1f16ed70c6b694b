import { css } from "@linaria/core";
import { venue } from "../../content/venue.ts";
import { container } from "../../styles/primitives.ts";
import { color, fontSize, media, radius, space } from "../../styles/tokens.ts";

const strip = css`
  margin-top: ${space.xl};

  ul {
    display: grid;
    gap: ${space.sm};
    margin: 0;
    padding: ${space.md} ${space.lg};
    border: 1px solid ${color.border};
    border-radius: ${radius.lg};
    background: ${color.surface};
    list-style: none;
    font-size: ${fontSize.sm};

    ${media.md} {
      grid-template-columns: repeat(4, minmax(0, 1fr));
    }
  }

  strong {
    display: block;
    color: ${color.amber};
    font-size: ${fontSize.xs};
    letter-spacing: 0.08em;
    text-transform: uppercase;
  }
`;

/** What every party host should know before booking; the same on all four event pages. */
export function EventEssentials() {
  return (
    <aside className={`${container} ${strip}`} aria-label="Good to know before you book">
      <ul>
        <li>
          <strong>Ages</strong>
          Throwers from {venue.minThrowerAge}, kids with a parent or guardian
        </li>
        <li>
          <strong>Dress</strong>
          Closed-toe shoes for everyone on the lanes
        </li>
        <li>
          <strong>House rules</strong>
          Alcohol-free and family-first, with a coach on the floor
        </li>
        <li>
          <strong>Plan ahead</strong>
          Arrive 10-15 minutes early; see <a href="/#contact">hours and directions</a>
        </li>
      </ul>
    </aside>
  );
}
