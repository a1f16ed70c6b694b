import { css } from "@linaria/core";
import { data } from "react-router";
import type { PageHandle } from "../browser/enhancements.ts";
import { PageBanner } from "../components/PageBanner.tsx";
import { PlanAnswer } from "../components/plan/PlanAnswer.tsx";
import { PlanForm } from "../components/plan/PlanForm.tsx";
import { sitePages } from "../content/site-pages.ts";
import { venue } from "../content/venue.ts";
import { planFor, readPlanQuery } from "../lib/group-plan.ts";
import { usePageHead } from "../lib/page-head.ts";
import { usePublicConfig } from "../lib/public-config.ts";
import { breadcrumbJsonLd } from "../lib/structured-data.ts";
import { container } from "../styles/primitives.ts";
import { fontSize, space } from "../styles/tokens.ts";
import type { Route } from "./+types/plan";

export const handle: PageHandle = { enhancements: ["planForm"] };

/** The plan is made from the page's declared query parameters alone: the same URL is the same page for everyone. */
export function loader({ request }: Route.LoaderArgs) {
  const query = readPlanQuery(new URL(request.url).searchParams);
  const answer = { query, plan: query.request && planFor(query.request) };
  return Object.keys(query.errors).length > 0 ? data(answer, { status: 400 }) : answer;
}

const body = css`
  padding-block: 0 ${space.xl};
`;

const formTitle = css`
  margin: ${space.xl} 0 0;
  font-size: ${fontSize.xl};
  text-transform: uppercase;
`;

export default function PlanRoute({ loaderData }: Route.ComponentProps) {
  const { query, plan } = loaderData;
  const { siteUrl } = usePublicConfig();
  usePageHead({
    title: `Plan a Group Outing | ${venue.name}`,
    description: `How many lanes your group needs, what it costs against a buyout, your timeline with VR, and the house rules that apply: worked out on the page from our prices and rules.`,
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
          Tell us how many are coming and for how long: the plan below works out your lanes, the cost against a buyout, a timeline and the
          house rules for your group. Change anything and plan again; the address of the page is your plan, to share.
        </p>
      </PageBanner>
      <div className={`${container} ${body}`}>
        <h2 className={formTitle}>Your group</h2>
        <PlanForm query={query} />
        <div id="plan-answer" aria-live="polite">
          {plan && <PlanAnswer plan={plan} />}
        </div>
      </div>
    </>
  );
}
