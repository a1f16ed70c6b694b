import { css } from "@linaria/core";
import type { ReactNode } from "react";
import type { BookingLength } from "../../content/hours.ts";
import { sitePages } from "../../content/site-pages.ts";
import { sessionLength } from "../../content/venue.ts";
import { bookingHours, guestLimits, type PlanField, type PlanQuery, weekdays } from "../../lib/group-plan.ts";
import { actionButton } from "../../styles/primitives.ts";
import { breakpoint, color, fontSize, panel, radius, space } from "../../styles/tokens.ts";

const form = css`
  display: grid;
  gap: ${space.lg};
  max-width: 44rem;
  margin-top: ${space.lg};
  padding: ${space.lg};
  ${panel}

  fieldset {
    margin: 0;
    padding: 0;
    border: 0;
  }

  legend,
  label {
    font-weight: 700;
  }

  input[type="number"],
  input[type="time"],
  select {
    min-height: 44px;
    padding: ${space.xs} ${space.sm};
    border: 1px solid ${color.border};
    border-radius: ${radius.md};
    background: ${color.ink};
    color: ${color.text};
    font-size: ${fontSize.md};
  }

  [aria-invalid="true"] {
    border-color: ${color.amberLight};
  }
`;

const field = css`
  display: grid;
  align-content: start;
  gap: ${space.xs};
`;

const choices = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.md};
  margin-top: ${space.xs};

  label {
    display: inline-flex;
    align-items: center;
    gap: ${space.xs};
    min-height: 44px;
    font-weight: 400;
  }

  input {
    width: 1.25rem;
    height: 1.25rem;
    accent-color: ${color.ember};
  }
`;

const hint = css`
  margin: 0;
  color: ${color.textMuted};
  font-size: ${fontSize.sm};
`;

const problem = css`
  margin: 0;
  color: ${color.amberLight};
  font-weight: 700;
`;

/** Two fields side by side where the form has the width for both: not in its column beside the answer. */
const row = css`
  display: grid;
  gap: ${space.lg};

  @media (min-width: 40rem) and (max-width: ${breakpoint.lg - 1}px) {
    grid-template-columns: 1fr 1fr;
  }
`;

/** Each field's name as its label gives it, for the messages listed with the answer. */
const fieldLabels: Record<PlanField, string> = {
  guests: "Guests",
  hours: "Lane time",
  vr: "Add free-roam VR",
  kids: "Children under 18 are coming",
  day: "Day (optional)",
  time: "Start time (optional)",
};

/** Where the plan, or what stopped it, starts: the form's address names it, so a submitted form opens there, with or without JavaScript. */
export const answerId = "answer";

const problems = css`
  margin-top: ${space.xl};
  padding: ${space.lg};
  border: 2px solid ${color.amberLight};
  border-radius: ${radius.lg};

  h2 {
    margin: 0 0 ${space.sm};
    /* Opened at this heading, the box around it shows whole, level with the form's title. */
    scroll-margin-top: calc(${space.lg} + 2px);
    font-size: ${fontSize.xl};
    text-transform: uppercase;
  }

  ul {
    margin: 0;
  }
`;

/** In the answer's place when an answer cannot be planned for: each message, linked to where it stands beside its field. */
export function PlanProblems({ errors }: { errors: PlanQuery["errors"] }) {
  return (
    <section className={problems} aria-labelledby={answerId}>
      <h2 id={answerId}>We cannot plan that yet</h2>
      <ul>
        {(Object.entries(errors) as [PlanField, string][]).map(([field, message]) => (
          <li key={field}>
            <a href={`#${field}-error`}>
              {fieldLabels[field]}: {message}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A field's hint and, when the value was refused, why; both named as the field's description. */
function Described({ id, error, children }: { id: string; error?: string; children?: ReactNode }) {
  return (
    <>
      {children && (
        <p className={hint} id={`${id}-hint`}>
          {children}
        </p>
      )}
      {error && (
        <p className={problem} id={`${id}-error`}>
          {error}
        </p>
      )}
    </>
  );
}

/** The control's ties to its hint and message; `data-field` lets the enhancement carry them over when it plans again. */
function describedBy(
  id: PlanField,
  { errors }: PlanQuery,
  withHint: boolean,
): { "data-field": PlanField; "aria-describedby"?: string; "aria-invalid"?: true } {
  const ids = [withHint ? `${id}-hint` : "", errors[id] ? `${id}-error` : ""].filter(Boolean).join(" ");
  return { "data-field": id, ...(ids ? { "aria-describedby": ids } : {}), ...(errors[id] ? { "aria-invalid": true } : {}) };
}

/**
 * The planner's questions as a GET form: submitted, it is the plan's own URL, so a plan can be
 * shared or bookmarked, and it works with no JavaScript at all.
 */
export function PlanForm({ query }: { query: PlanQuery }) {
  const { values, errors } = query;
  return (
    <form className={form} method="get" action={`${sitePages.plan.path}#${answerId}`} data-plan-form noValidate>
      <div className={row}>
        <div className={field}>
          <label htmlFor="guests">{fieldLabels.guests}</label>
          <input
            id="guests"
            name="guests"
            type="number"
            inputMode="numeric"
            min={guestLimits.min}
            required
            defaultValue={values.guests}
            {...describedBy("guests", query, true)}
          />
          <Described id="guests" error={errors.guests}>
            Everyone who throws. Over {guestLimits.max}, our events team plans it with you.
          </Described>
        </div>
        <fieldset {...describedBy("hours", query, false)}>
          <legend>{fieldLabels.hours}</legend>
          <div className={choices}>
            {(Object.keys(sessionLength) as BookingLength[]).map((length) => {
              const hours = String(bookingHours(length));
              return (
                <label key={length}>
                  <input type="radio" name="hours" value={hours} defaultChecked={values.hours === hours} />
                  {sessionLength[length]}
                </label>
              );
            })}
          </div>
          <Described id="hours" error={errors.hours} />
        </fieldset>
      </div>
      <fieldset>
        <legend>Extras</legend>
        <div className={choices}>
          {(["vr", "kids"] as const).map((id) => (
            <label key={id}>
              <input type="checkbox" name={id} value="1" defaultChecked={values[id] === "1"} {...describedBy(id, query, false)} />
              {fieldLabels[id]}
            </label>
          ))}
        </div>
        <Described id="vr" error={errors.vr} />
        <Described id="kids" error={errors.kids} />
      </fieldset>
      <div className={row}>
        <div className={field}>
          <label htmlFor="day">{fieldLabels.day}</label>
          <select id="day" name="day" defaultValue={values.day} {...describedBy("day", query, false)}>
            <option value="">Any day</option>
            {weekdays.map((day) => (
              <option key={day} value={day}>
                {day}
              </option>
            ))}
          </select>
          <Described id="day" error={errors.day} />
        </div>
        <div className={field}>
          <label htmlFor="time">{fieldLabels.time}</label>
          <input id="time" name="time" type="time" step={900} defaultValue={values.time} {...describedBy("time", query, true)} />
          <Described id="time" error={errors.time}>
            Checked against that day's hours.
          </Described>
        </div>
      </div>
      <div>
        <button type="submit" className={actionButton}>
          Plan it
        </button>
      </div>
    </form>
  );
}
