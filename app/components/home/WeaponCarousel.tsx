import { css } from "@linaria/core";
import { weapons } from "../../content/weapons.ts";
import { color, fluidImage, fontSize, media, panel, radius, space } from "../../styles/tokens.ts";
import { Carousel } from "../Carousel.tsx";
import { RuleSummary } from "../RuleSummary.tsx";
import { Section } from "../Section.tsx";

const carousel = css`
  margin-top: ${space.lg};
`;

const slide = css`
  display: grid;
  gap: ${space.md};
  align-items: center;
  padding: ${space.md};
  ${panel}

  ${media.md} {
    grid-template-columns: 1fr 1fr;
    padding: ${space.lg};
  }

  img {
    ${fluidImage}
    aspect-ratio: 4 / 3;
    border-radius: ${radius.md};
  }

  h3 {
    margin: 0 0 ${space.xs};
    font-size: ${fontSize.xl};
    color: ${color.amber};
    text-transform: uppercase;
  }

  p {
    margin: 0;
  }
`;

/** The five throwing weapons, one at a time. */
export function WeaponCarousel() {
  return (
    <Section
      id="weapons"
      title={`${weapons.length} weapons to master`}
      intro={
        <p>
          <RuleSummary rule="weapons" />
        </p>
      }
    >
      <div className={carousel}>
        <Carousel
          label="Throwing weapons"
          items={weapons}
          itemKey={(weapon) => weapon.id}
          renderItem={(weapon) => (
            <div className={slide}>
              <img src={weapon.image.src} alt={weapon.image.alt} width={480} height={360} loading="lazy" decoding="async" />
              <div>
                <h3>{weapon.name}</h3>
                <p>{weapon.description}</p>
              </div>
            </div>
          )}
        />
      </div>
    </Section>
  );
}
