import { css } from "@linaria/core";
import { displayFallbackFaces } from "./display-font.ts";
import { color, font, fontSize, layout, media, space } from "./tokens.ts";

export const globalStyles = css`
  :global() {
    ${displayFallbackFaces}

    *,
    *::before,
    *::after {
      box-sizing: border-box;
    }

    html {
      -webkit-text-size-adjust: 100%;
      scroll-padding-top: calc(${layout.headerHeight} + ${space.md});
      scroll-behavior: smooth;
      ${media.reducedMotion} {
        scroll-behavior: auto;
      }
    }

    /* Behind a modal dialog the page stays where it is; the gutter stays too, so nothing shifts sideways. */
    html:has(dialog:modal) {
      overflow: hidden;
      scrollbar-gutter: stable;
    }

    /* Cross-document view transitions: a soft cross-fade between pages where the browser has them. */
    @media (prefers-reduced-motion: no-preference) {
      @view-transition {
        navigation: auto;
      }
    }

    body {
      margin: 0;
      min-height: 100vh;
      display: flex;
      flex-direction: column;
      background: ${color.ink};
      color: ${color.text};
      font-family: ${font.body};
      font-size: ${fontSize.md};
      line-height: 1.6;
      -webkit-font-smoothing: antialiased;
    }

    main {
      flex: 1 0 auto;
    }

    h1,
    h2,
    h3,
    h4 {
      font-family: ${font.display};
      line-height: 1.15;
      letter-spacing: 0.01em;
      margin: 0 0 ${space.md};
      text-wrap: balance;
    }

    p {
      margin: 0 0 ${space.md};
    }

    a {
      color: ${color.amberLight};
      text-underline-offset: 0.15em;
    }

    a:hover {
      color: ${color.cream};
    }

    img,
    svg {
      max-width: 100%;
      height: auto;
    }

    /* For text that screen readers announce but the eye does not need (used in compiled articles). */
    .sr-only {
      position: absolute !important;
      width: 1px;
      height: 1px;
      padding: 0;
      margin: -1px;
      overflow: hidden;
      clip: rect(0, 0, 0, 0);
      white-space: nowrap;
      border: 0;
    }

    :focus-visible {
      outline: 3px solid ${color.focus};
      outline-offset: 3px;
    }
  }
`;
