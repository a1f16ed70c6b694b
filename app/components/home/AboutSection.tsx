import { css } from "@linaria/core";
import { galleryPhotos } from "../../content/gallery.ts";
import { beginnerExperience, claims, venue } from "../../content/venue.ts";
import { color, fluidImage, fontSize, media, radius, space } from "../../styles/tokens.ts";
import { Carousel } from "../Carousel.tsx";
import { RuleLink, RuleSummary } from "../RuleSummary.tsx";
import { Section } from "../Section.tsx";

const layout = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${space.xl};
  align-items: start;

  ${media.lg} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1.1fr);
  }

  ul {
    padding-left: 1.2rem;
  }

  li + li {
    margin-top: ${space.xs};
  }
`;

const figure = css`
  margin: 0;

  img {
    ${fluidImage}
    aspect-ratio: 4 / 3;
    border-radius: ${radius.lg};
  }

  figcaption {
    margin-top: ${space.xs};
    color: ${color.textMuted};
    font-size: ${fontSize.sm};
    text-align: center;
  }
`;

export function AboutSection() {
  return (
    <Section id="about" eyebrow="About us" title={`Welcome to ${venue.name}`}>
      <div className={layout}>
        <div>
          <p>
            We built {venue.name} for the moment a first-timer's axe bites the board and the whole lane erupts. Since opening we have
            coached {claims.warriorsTrained} throwers, from nervous first dates to company teams and grandparents who out-throw their
            grandkids.
          </p>
          <p>
            Every booking gets a private lane and a coach who walks you through grip, stance and release in <RuleLink rule="briefing" />,
            then watches every throw. {beginnerExperience.statement}
          </p>
          <ul>
            <li>{venue.lanes} private lanes with anti-bounce borders and end-grain targets</li>
            <li>{claims.games} projected target games with digital scoring</li>
            <li>{claims.weapons} throwing weapons, from the classic hatchet to the Throwing Cards</li>
            <li>
              Alcohol-free and family-first. <RuleSummary rule="ages" />
            </li>
            <li>
              <RuleSummary rule="footwear" />
            </li>
          </ul>
        </div>
        <Carousel
          label="Photos of the venue"
          items={galleryPhotos}
          itemKey={(photo) => photo.src}
          renderItem={(photo, index) => (
            <figure className={figure}>
              <img src={photo.src} alt={photo.alt} width={800} height={600} loading={index === 0 ? "eager" : "lazy"} decoding="async" />
              <figcaption>{photo.caption}</figcaption>
            </figure>
          )}
        />
      </div>
    </Section>
  );
}
