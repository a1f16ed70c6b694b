import { css } from "@linaria/core";
import type { Essential } from "../../content/event-page-types.ts";
import { faqPage } from "../../content/faq.ts";
import { ruleHref } from "../../content/rules.ts";
import { outboundLinks } from "../../content/site-pages.ts";
import { color, fontSize, radius, space } from "../../styles/tokens.ts";
import { CopyParagraph } from "../CopyParagraph.tsx";
import { OutboundLink } from "../OutboundLink.tsx";
import { Section } from "../Section.tsx";

const list = css`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
  gap: ${space.md};
  margin: ${space.lg} 0 0;
  padding: 0;
  list-style: none;

  li {
    padding: ${space.md} ${space.lg};
    border: 1px solid ${color.border};
    border-left: 4px solid ${color.amber};
    border-radius: ${radius.lg};
    background: ${color.surface};
  }

  h3 {
    margin: 0 0 ${space.xxs};
    color: ${color.amber};
    font-size: ${fontSize.sm};
    letter-spacing: 0.08em;
    text-transform: uppercase;
  }

  p {
    margin: 0;
  }
`;

const more = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.xs} ${space.lg};
  margin: ${space.md} 0 0;
`;

/** What this page's audience decides on first, each linking its house rule, then the way to every other policy. */
export function EventEssentials({ essentials }: { essentials: { title: string; items: readonly Essential[] } }) {
  return (
    <Section id="good-to-know" eyebrow="Good to know" title={essentials.title}>
      <ul className={list}>
        {essentials.items.map((item) => (
          // A house rule in the page's own words, under a heading that links its full statement.
          <li key={item.label}>
            <h3>
              <a href={ruleHref(item.rule)}>{item.label}</a>
            </h3>
            <CopyParagraph copy={item.text} />
          </li>
        ))}
      </ul>
      <p className={more}>
        <OutboundLink item={outboundLinks.waiver} />
        <a href={faqPage.path}>Every house policy, from cancellations to cake</a>
      </p>
    </Section>
  );
}
