import { css } from "@linaria/core";
import { hoursRows } from "../content/hours.ts";
import { color, space } from "../styles/tokens.ts";

const list = css`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${space.xxs} ${space.lg};
  margin: 0;
  /* One line a day: "10:00 PM" split from its "PM" reads as two times. */
  white-space: nowrap;

  div {
    display: contents;
  }

  dt {
    font-weight: 700;
    color: ${color.text};
  }

  dd {
    margin: 0;
  }
`;

/** The weekly opening hours as a day/time list, from the business facts. */
export function OpeningHours() {
  return (
    <dl className={list}>
      {hoursRows.map((row) => (
        <div key={row.label}>
          <dt>{row.label}</dt>
          <dd>{row.text}</dd>
        </div>
      ))}
    </dl>
  );
}
