import { css } from "@linaria/core";
import { faqPage } from "../../content/faq.ts";
import { outboundLinks } from "../../content/site-pages.ts";
import { container } from "../../styles/primitives.ts";
import { color, fontSize, radius, space } from "../../styles/tokens.ts";
import { CopyParagraph } from "../CopyParagraph.tsx";
import { OutboundLink } from "../OutboundLink.tsx";

const strip = css`
  margin-top: ${space.xl};
  padding: ${space.md} ${space.lg};
  border: 1px solid ${color.border};
  border-radius: ${radius.lg};
  background: ${color.surface};
  font-size: ${fontSize.sm};

  ul {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(11rem, 1fr));
    gap: ${space.sm};
    margin: 0;
    padding: 0;
    list-style: none;
  }

  strong {
    display: block;
    color: ${color.amber};
    font-size: ${fontSize.xs};
    letter-spacing: 0.08em;
    text-transform: uppercase;
  }

  li p {
    margin: 0;
  }
`;

const more = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.xs} ${space.lg};
  margin: ${space.sm} 0 0;
`;

/** What every party host should know before booking: the short version of the FAQ's house rules, the same on all four event pages. */
export function EventEssentials() {
  return (
    <aside className={container} aria-label="Good to know before you book">
      <div className={strip}>
        <ul>
          {faqPage.goodToKnow.map((item) => (
            <li key={item.label}>
              <strong>{item.label}</strong>
              <CopyParagraph copy={item.text} />
            </li>
          ))}
        </ul>
        <p className={more}>
          <OutboundLink item={outboundLinks.waiver} />
          <a href={faqPage.path}>Every house policy, from cancellations to cake</a>
        </p>
      </div>
    </aside>
  );
}
