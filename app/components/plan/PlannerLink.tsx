import { planHref, sitePages } from "../../content/site-pages.ts";

type Answers = Parameters<typeof planHref>[0];

/** A sentence that sends a group to the planner with its answers filled in. */
export function PlannerLink({ answers }: { answers: Answers }) {
  return (
    <p>
      Lanes, cost against a buyout and a timeline for your own group, worked out on the page:{" "}
      <a href={planHref(answers)}>
        {sitePages.plan.label.toLowerCase()} of {answers.guests}
      </a>
      .
    </p>
  );
}
