import { css } from "@linaria/core";
import { data } from "react-router";
import type { PageHandle } from "../browser/enhancements.ts";
import { PageBanner } from "../components/PageBanner.tsx";
import { PlanAnswer } from "../components/plan/PlanAnswer.tsx";
import { PlanForm, PlanProblems } from "../components/plan/PlanForm.tsx";
import { sitePages } from "../content/site-pages.ts";
import { venue } from "../content/venue.ts";
import { guestLimits, planFor, readPlanQuery } from "../lib/group-plan.ts";
import { usePageHead } from "../lib/page-head.ts";
import { usePublicConfig } from "../lib/public-config.ts";
import { breadcrumbJsonLd } from "../lib/structured-data.ts";
import { container } from "../styles/primitives.ts";
import { color, fontSize, media, radius, space } from "../styles/tokens.ts";
import type { Route } from "./+types/plan";

export const handle: PageHandle = { enhancements: ["planForm"] };

/** The plan is made from the page's declared query parameters alone: the same URL is the same page for everyone. */
export function loader({ request }: Route.LoaderArgs) {
  const query = readPlanQuery(new URL(request.url).searchParams);
  // A group larger than the page plans for is answered without a plan: the events team makes it.
  const answer = { query, plan: query.request && query.request.guests <= guestLimits.max ? planFor(query.request) : undefined };
  return Object.keys(query.errors).length > 0 ? data(answer, { status: 400 }) : answer;
}

/** The form beside its answer on a wide screen, so both are in view once planned; one above the other on a phone. */
const body = css`
  display: grid;
  gap: 0 ${space.xl};
  align-items: start;
  padding-block: 0 ${space.xl};

  ${media.lg} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
  }
`;

const formTitle = css`
  margin: ${space.xl} 0 0;
  font-size: ${fontSize.xl};
  text-transform: uppercase;
`;

const waiting = css`
  margin: ${space.xl} 0 0;
  padding: ${space.lg};
  border: 1px dashed ${color.border};
  border-radius: ${radius.lg};
  color: ${color.textMuted};
`;

export default function PlanRoute({ loaderData }: Route.ComponentProps) {
  const { query, plan } = loaderData;
  const { siteUrl } = usePublicConfig();
  usePageHead({
    title: `Plan a Group Outing | ${venue.name}`,
    description: `How many lanes your group needs, what it costs against a buyout, a timeline with VR and the house rules that apply, worked out from our prices and rules.`,
    keywords: ["axe throwing group size", "axe throwing party cost", "team outing planner austin", "how many lanes"],
    path: sitePages.plan.path,
    jsonLd: [
      breadcrumbJsonLd(siteUrl, [
        { name: sitePages.home.label, path: sitePages.home.path },
        { name: sitePages.plan.label, path: sitePages.plan.path },
      ]),
    ],
  });
  return (
    <>
      <PageBanner titleId="plan-title" title="Plan your group">
        <p>
          Tell us how many are coming and for how long: the plan works out your lanes, the cost against a buyout, a timeline and the house
          rules for your group. Change anything and plan again; the address of the page is your plan, to share.
        </p>
      </PageBanner>
      <div className={`${container} ${body}`}>
        <div>
          <h2 className={formTitle}>Your group</h2>
          <PlanForm query={query} />
        </div>
        <div id="plan-answer" aria-live="polite">
          {query.request ? (
            <PlanAnswer request={query.request} plan={plan} />
          ) : Object.keys(query.errors).length > 0 ? (
            <PlanProblems errors={query.errors} />
          ) : (
            <p className={waiting}>Your lanes, the cost against a buyout, a timeline and the house rules for your group appear here.</p>
          )}
        </div>
      </div>
    </>
  );
}
