import { css } from "@linaria/core";
import type { FaqGroup } from "../../content/faq.ts";
import { outboundLinks } from "../../content/site-pages.ts";
import { useLinkFiller } from "../../lib/public-config.ts";
import { color, font, fontSize, radius, space } from "../../styles/tokens.ts";
import { OutboundLink } from "../OutboundLink.tsx";
import { Section } from "../Section.tsx";

const list = css`
  display: grid;
  gap: ${space.sm};
  max-width: 48rem;
  margin: ${space.lg} 0 0;
  padding: 0;
  list-style: none;
`;

const disclosure = css`
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
  background: ${color.surface};

  &[open] {
    border-color: ${color.amber};
  }

  summary {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${space.md};
    min-height: 44px;
    padding: ${space.sm} ${space.md};
    color: ${color.cream};
    font-weight: 600;
    cursor: pointer;
    list-style: none;
  }

  summary::-webkit-details-marker {
    display: none;
  }

  /* The sign is decoration (empty alternative text); the disclosure announces its own state. */
  summary::after {
    content: "+" / "";
    flex: none;
    color: ${color.amber};
    font-family: ${font.display};
    font-size: ${fontSize.lg};
  }

  &[open] summary::after {
    content: "\\2212" / "";
  }
`;

const answer = css`
  padding: 0 ${space.md} ${space.md};
  color: ${color.textMuted};
  /* Opened from a link such as /faq#waiver, the answer stops below its question, not under it. */
  scroll-margin-top: 4rem;

  p,
  ul {
    margin: 0 0 ${space.sm};
  }

  p:last-child {
    margin-bottom: 0;
  }
`;

/**
 * A group of questions, each a native disclosure that opens without JavaScript. The answer carries
 * the question's anchor, so a link to /faq#id opens it where the browser expands hidden matches.
 */
export function FaqGroupSection({ group }: { group: FaqGroup }) {
  const fillLinks = useLinkFiller();
  return (
    <Section id={group.id} title={group.title}>
      <ul className={list}>
        {group.questions.map((item) => (
          <li key={item.id}>
            <details className={disclosure}>
              <summary>{item.question}</summary>
              <div id={item.id} className={answer}>
                {/* biome-ignore lint/security/noDangerouslySetInnerHtml: our own Markdown, compiled and checked at build time (no raw HTML allowed) */}
                <div dangerouslySetInnerHTML={{ __html: fillLinks(item.answer.html) }} />
                {item.link && (
                  <p>
                    <OutboundLink item={outboundLinks[item.link]} />
                  </p>
                )}
              </div>
            </details>
          </li>
        ))}
      </ul>
    </Section>
  );
}
