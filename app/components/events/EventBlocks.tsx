import { css } from "@linaria/core";
import type { EventBlock } from "../../content/event-page-types.ts";
import { actionButton, cardGrid } from "../../styles/primitives.ts";
import { color, fontSize, media, radius, space } from "../../styles/tokens.ts";
import { CopyParagraph } from "../CopyParagraph.tsx";
import { callUsLabel, PhoneLink } from "../PhoneLink.tsx";
import { Section } from "../Section.tsx";

const prose = css`
  max-width: 46rem;
  margin-top: ${space.md};
  font-size: ${fontSize.md};

  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${space.xs};
    margin: ${space.md} 0 0;
    padding: 0;
    list-style: none;
  }

  li {
    padding: ${space.xxs} ${space.sm};
    border: 1px solid ${color.amber};
    border-radius: ${radius.pill};
    color: ${color.cream};
    font-size: ${fontSize.sm};
  }
`;

const card = css`
  height: 100%;
  padding: ${space.lg};
  border: 1px solid ${color.border};
  border-top: 4px solid ${color.emberDeep};
  border-radius: ${radius.lg};
  background: ${color.surface};

  h3 {
    margin: 0 0 ${space.xs};
    font-size: ${fontSize.lg};
    color: ${color.cream};
  }

  p {
    margin: 0;
    color: ${color.textMuted};
  }
`;

const threeColumns = css`
  ${media.lg} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const callCard = css`
  display: grid;
  gap: ${space.md};
  justify-items: start;
  margin-top: ${space.lg};
  padding: ${space.xl};
  border: 1px solid ${color.amber};
  border-radius: ${radius.lg};
  background: linear-gradient(135deg, #3b1d0d, ${color.surface});

  p {
    margin: 0;
    max-width: 40rem;
  }
`;

/** One content block of an event page, drawn by its kind. */
export function EventBlockView({ block }: { block: EventBlock }) {
  switch (block.kind) {
    case "cards":
      return (
        <Section id={block.id} title={block.title}>
          <ul className={`${cardGrid} ${block.cards.length % 3 === 0 ? threeColumns : ""}`}>
            {block.cards.map((item) => (
              <li key={item.title}>
                <article className={card}>
                  <h3>{item.title}</h3>
                  <CopyParagraph copy={item.text} />
                </article>
              </li>
            ))}
          </ul>
        </Section>
      );
    case "call-card":
      return (
        <Section id="plan-your-event" title={block.title}>
          <div className={callCard}>
            <CopyParagraph copy={block.text} />
            <PhoneLink className={actionButton}>{callUsLabel}</PhoneLink>
          </div>
        </Section>
      );
    default: {
      const largeGroup = block.kind === "large-group";
      return (
        <Section
          id={block.kind === "text" ? block.id : largeGroup ? "large-groups" : "intro"}
          eyebrow={largeGroup ? "Large groups" : undefined}
          title={block.title}
        >
          <div className={prose}>
            {block.paragraphs.map((paragraph) => (
              <CopyParagraph key={paragraph.html} copy={paragraph} />
            ))}
            {block.kind === "intro" && block.highlights && (
              <ul aria-label="Highlights">
                {block.highlights.map((highlight) => (
                  <li key={highlight}>{highlight}</li>
                ))}
              </ul>
            )}
          </div>
        </Section>
      );
    }
  }
}
