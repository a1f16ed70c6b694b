import { css } from "@linaria/core";
import { formatCount, formatPrice } from "../../content/format.ts";
import { formatClockTime } from "../../content/hours.ts";
import { type ScheduleRow, scheduleSpan } from "../../content/schedule-builder.ts";
import { outboundLinks } from "../../content/site-pages.ts";
import { buyout, partners, venue } from "../../content/venue.ts";
import { bookingHours, type GroupPlan, guestLimits, type PlanRequest, planPath } from "../../lib/group-plan.ts";
import { type Message, mailtoHref } from "../../lib/mailto.ts";
import { usePublicConfig } from "../../lib/public-config.ts";
import { actionButton, secondaryButton } from "../../styles/primitives.ts";
import { color, fontSize, panel, space } from "../../styles/tokens.ts";
import { BookingLink } from "../BookingLink.tsx";
import { OutboundLink } from "../OutboundLink.tsx";
import { callUsLabel, PhoneLink } from "../PhoneLink.tsx";
import { RuleLink, RuleSummary } from "../RuleSummary.tsx";
import { answerId } from "./PlanForm.tsx";

const answer = css`
  display: grid;
  gap: ${space.lg};
  margin-top: ${space.xl};

  h2 {
    margin: 0;
    font-size: ${fontSize.xl};
    text-transform: uppercase;
  }

  h3 {
    margin: 0 0 ${space.xs};
    font-size: ${fontSize.lg};
  }

  p,
  ul {
    margin: 0;
  }

  li + li {
    margin-top: ${space.xs};
  }
`;

const card = css`
  padding: ${space.lg};
  ${panel}
`;

const figure = css`
  color: ${color.cream};
  font-weight: 700;
`;

const timeline = css`
  width: 100%;
  border-collapse: collapse;

  th,
  td {
    padding: ${space.xs} ${space.sm} ${space.xs} 0;
    border-bottom: 1px solid ${color.border};
    text-align: left;
    vertical-align: top;
  }

  th {
    white-space: nowrap;
  }

  /* A clock span stays on one line; a worded time ("10-15 minutes before") wraps, so a phone keeps room for the row's words. */
  th[data-worded] {
    white-space: normal;
  }
`;

const actions = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.sm};
`;

function span(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return [hours ? formatCount(hours, "hour") : "", rest ? formatCount(rest, "minute") : ""].filter(Boolean).join(" ");
}

/** A schedule row's words, whose links to house rules are written [like this](/faq#vr). */
function RowText({ text }: { text: string }) {
  const parts = text.split(/\[([^\]]+)\]\((\/[^)\s]*)\)/);
  return (
    <>
      {parts.map((part, index) =>
        // Every third part from the second is a link's text, followed by its target.
        index % 3 === 1 ? (
          <a key={part} href={parts[index + 1]}>
            {part}
          </a>
        ) : index % 3 === 0 ? (
          part
        ) : null,
      )}
    </>
  );
}

/** When a row happens: clock times for a dated plan, otherwise how long it lasts. */
function rowTime(row: ScheduleRow, clock: boolean): string {
  if (row.start === undefined || row.end === undefined) return row.when ?? "";
  return clock ? scheduleSpan(row.start, row.end, true) : span(row.end - row.start);
}

/** Who and how long: the plan's heading, and its e-mail's subject. */
function planTitle({ guests, length, day }: PlanRequest): string {
  return `${formatCount(guests, "guest")}, ${formatCount(bookingHours(length), "hour")}${day ? ` on ${day}` : ""}`;
}

/** The plan in words for the events team: the group's answers, the plan's figures, and its address to open it again. */
function planMessage(request: PlanRequest, plan: GroupPlan | undefined, address: string): Message {
  const hours = bookingHours(request.length);
  const extras = [request.vr && "free-roam VR", request.kids && "children under 18"].filter(Boolean).join(", ");
  const figures = plan
    ? [
        plan.lanes && `Lanes: ${formatCount(plan.lanes.count, "lane")} ${atEachLane(plan.lanes)}`,
        plan.lanes &&
          `Tickets: ${request.guests} × ${formatPrice(plan.tickets.each)} = ${formatPrice(plan.tickets.total)}, before tax and tip`,
        plan.buyout.rotation
          ? `Buyout: the team-building buyout, a quote`
          : `Buyout: ${formatPrice(buyout.hourly)} × ${formatCount(hours, "hour")} = ${formatPrice(plan.buyout.cost)}${plan.buyout.fits ? "" : ` (from ${buyout.guestsFrom} guests)`}`,
        plan.vr &&
          (plan.vr.planned
            ? `VR: ${formatCount(plan.vr.squads.length, "mission")}, one for each squad, booked with ${partners.vr.name}`
            : `VR: ${plan.vr.squads.length} squads, to plan with you`),
      ]
    : [`More than the team-building buyout's ${guestLimits.max} guests: we would like to plan it with you.`];
  return {
    subject: `Group plan: ${planTitle(request)}`,
    body: [
      "Hello events team,",
      "",
      "Here is the plan for our group:",
      "",
      `Guests: ${request.guests}`,
      `Lane time: ${formatCount(hours, "hour")}`,
      request.day && `Day: ${request.day}${request.time ? `, from ${formatClockTime(request.time)}` : ""}`,
      extras ? `Extras: ${extras}` : undefined,
      ...figures,
      "",
      `The plan: ${address}`,
      "",
      "Our questions:",
      "",
    ]
      .filter((line) => line !== undefined)
      .join("\n"),
  };
}

/** Who throws at the lanes booked: "for 1 thrower" on one lane, "with 4-5 throwers at each" on more. */
function atEachLane({ count, perLane: { min, max } }: NonNullable<GroupPlan["lanes"]>): string {
  const throwers = min === max ? formatCount(max, "thrower") : `${min}-${max} throwers`;
  return count === 1 ? `for ${throwers}` : `with ${throwers} at each`;
}

/**
 * The answer for a group: its plan (lanes, what it costs against the buyout, its timeline and the
 * house rules for it), or, for a group larger than the largest buyout, the events team's phone.
 * Either way the next step: booking, a call, or the plan e-mailed to the events team.
 */
export function PlanAnswer({ request, plan }: { request: PlanRequest; plan?: GroupPlan }) {
  const { links, siteUrl } = usePublicConfig();
  const booking = plan?.booking;
  return (
    <section className={answer} aria-labelledby={answerId}>
      <h2 id={answerId}>Your plan: {planTitle(request)}</h2>
      {plan ? (
        <PlanCards plan={plan} />
      ) : (
        <div className={card}>
          <h3>Call us for groups over {guestLimits.max}</h3>
          <p>
            That is more than the venue takes at once: our largest booking, the team-building buyout, is for up to {guestLimits.max} guests
            (
            <RuleLink rule="buyout" />
            ). Our events team plans larger groups with you: call <PhoneLink />, or e-mail them this plan.
          </p>
        </div>
      )}
      <div className={actions}>
        {booking?.kind === "online" ? <BookingLink href={links[booking.link]} className={actionButton} /> : null}
        <PhoneLink className={`${actionButton} ${booking?.kind === "online" ? secondaryButton : ""}`}>{callUsLabel}</PhoneLink>
        <a className={`${actionButton} ${secondaryButton}`} href={mailtoHref(planMessage(request, plan, `${siteUrl}${planPath(request)}`))}>
          E-mail this plan to our events team
        </a>
      </div>
    </section>
  );
}

/** A plan's cards: lanes, cost, timeline and the house rules that apply to the group. */
function PlanCards({ plan }: { plan: GroupPlan }) {
  const { request, lanes, tickets, vr, booking, schedule, clock, rules } = plan;
  const hours = bookingHours(request.length);
  return (
    <>
      <div className={card}>
        <h3>Lanes</h3>
        {lanes ? (
          <p>
            Book <span className={figure}>{formatCount(lanes.count, "lane")}</span> {atEachLane(lanes)}:{" "}
            {lanes.comfortable
              ? `turns keep moving at up to ${venue.comfortablePlayersPerLane.max} a lane.`
              : `a full lane (up to ${venue.maxPlayersPerLane}), so turns come round more slowly.`}{" "}
            <RuleLink rule="groupSize">How we size lanes</RuleLink>.
            {request.kids &&
              ` With children, an adult stays at each lane for the whole session: bring at least ${formatCount(lanes.count, "adult")}.`}
          </p>
        ) : plan.buyout.rotation ? (
          <p>
            That is more than our {venue.lanes} lanes and the VR arena hold at once: {booking.label} takes up to {buyout.rotationUpTo}, with
            squads rotating between the lanes, the arena and the cafe, as{" "}
            <RuleLink rule="buyout">a custom quote from our events team</RuleLink>, by phone.
          </p>
        ) : (
          <p>
            That is more than our {venue.lanes} lanes hold at once: {booking.label}, booked by phone, takes the whole venue.{" "}
            <RuleSummary rule="buyout" />
          </p>
        )}
        {/* The how-long rule is linked in the house rules below; here the group gets the plan it suggests. */}
        {rules.includes("sessionLength") && (
          <p>
            For {formatCount(request.guests, "guest")}, two hours suits the group better:{" "}
            <a href={planPath({ ...request, length: "twoHours" })}>see the two-hour plan</a>.
          </p>
        )}
      </div>
      <div className={card}>
        <h3>Cost</h3>
        <ul>
          {lanes && (
            <li>
              Tickets: {request.guests} × {formatPrice(tickets.each)} = <span className={figure}>{formatPrice(tickets.total)}</span> for{" "}
              {formatCount(hours, "hour")}, before tax and tip (
              <RuleLink rule="taxAndTips" />
              ).
            </li>
          )}
          <li>
            {plan.buyout.rotation ? (
              "The team-building buyout: a custom quote by phone."
            ) : (
              <>
                {plan.buyout.fits ? "The whole venue" : `The buyout starts at ${buyout.guestsFrom} guests; for the whole venue`}:{" "}
                {formatPrice(buyout.hourly)} × {formatCount(hours, "hour")} ={" "}
                <span className={figure}>{formatPrice(plan.buyout.cost)}</span>
                {!plan.buyout.fits
                  ? "."
                  : !lanes
                    ? `, ${partners.vr.name} included.`
                    : request.vr
                      ? // Like with like: the tickets above are lane time alone; the buyout brings the arena, one squad at a time.
                        `, the arena included: one squad of up to ${partners.vr.playerCount.max} plays at a time while the rest throw, about ${formatCount(plan.buyout.arenaMissions, "full mission")} (${plan.buyout.arenaMissions * partners.vr.playerCount.max} players) in ${formatCount(hours, "hour")}; the tickets above are lane time alone.`
                      : `, ${partners.vr.name} included; tickets cost less for any group the buyout takes (up to ${buyout.guestsUpTo}), so the buyout buys privacy, not a saving.`}
              </>
            )}
          </li>
          {vr?.planned && (
            <li>
              VR: {vr.squads.length === 1 ? "one mission" : `${formatCount(vr.squads.length, "mission")}, one for each squad`}, booked and
              paid for with {partners.vr.name}, on top of the tickets (
              <OutboundLink item={outboundLinks.vrBooking} />
              ).
            </li>
          )}
          {vr && !vr.planned && (
            <li>
              VR with tickets: the arena plays one squad at a time, and only two fit around one lane booking, one before and one after. For{" "}
              {vr.squads.length} squads, our events team plans the missions with you: call <PhoneLink />.
            </li>
          )}
        </ul>
      </div>
      <div className={card}>
        <h3>Timeline</h3>
        <table className={timeline}>
          <thead>
            <tr>
              <th scope="col">{clock ? "When" : "How long"}</th>
              <th scope="col">What</th>
            </tr>
          </thead>
          <tbody>
            {schedule.map((row) => (
              <tr key={`${row.kind} ${row.start ?? row.when} ${row.what}`}>
                <th scope="row" data-worded={row.start === undefined || undefined}>
                  {rowTime(row, clock)}
                </th>
                <td>
                  <RowText text={row.what} />
                  {row.note && `. ${row.note}`}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className={card}>
        <h3>House rules for your group</h3>
        <ul>
          {rules.map((rule) => (
            <li key={rule}>
              <RuleSummary rule={rule} />
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
