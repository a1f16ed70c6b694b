import { css } from "@linaria/core";
import type { PostCallToAction } from "../../../vite-plugins/content/content-types.ts";
import { usePublicConfig } from "../../lib/public-config.ts";
import { actionButton, secondaryButton } from "../../styles/primitives.ts";
import { color, fontSize, radius, space } from "../../styles/tokens.ts";
import { BookingLink } from "../BookingLink.tsx";
import { ExternalLink } from "../ExternalLink.tsx";

const box = css`
  display: grid;
  gap: ${space.sm};
  margin-top: ${space.xxl};
  padding: ${space.xl} ${space.lg};
  border: 1px solid ${color.amber};
  border-radius: ${radius.lg};
  background: linear-gradient(135deg, #3b1d0d, ${color.surface});

  h2 {
    margin: 0;
    font-size: ${fontSize.xl};
  }

  p {
    margin: 0;
  }
`;

const actions = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.sm};
  margin-top: ${space.sm};
`;

/** The closing box: a button that returns to the top, or the VR and lane booking sites, and a link to the blog. */
export function ArticleCallToAction({ cta }: { cta: PostCallToAction }) {
  const { links } = usePublicConfig();
  return (
    <aside className={box} aria-labelledby="article-cta-title">
      <h2 id="article-cta-title">{cta.heading}</h2>
      <p>{cta.text}</p>
      <div className={actions}>
        {cta.kind === "vr-booking" ? (
          // A VR article pairs the mission with lane time, so its box books both.
          <>
            <ExternalLink href={links.vrBooking} className={actionButton}>
              {cta.button}
            </ExternalLink>
            <BookingLink href={links.booking} className={`${actionButton} ${secondaryButton}`}>
              Book a Lane
            </BookingLink>
          </>
        ) : (
          // "#top" is the top of the document; the global styles make the scroll smooth unless the
          // visitor prefers reduced motion.
          <a href="#top" className={actionButton}>
            {cta.button}
          </a>
        )}
        {cta.blogLink && (
          <a href="/blog" className={`${actionButton} ${secondaryButton}`}>
            {cta.blogLink}
          </a>
        )}
      </div>
    </aside>
  );
}
