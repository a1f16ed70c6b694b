import { css } from "@linaria/core";
import { type Difficulty, type Game, games } from "../../content/games.ts";
import { actionButton } from "../../styles/primitives.ts";
import { color, fluidImage, fontSize, media, panel, radius, space } from "../../styles/tokens.ts";
import { Section } from "../Section.tsx";

const grid = css`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${space.md};
  margin: ${space.xl} 0 0;
  padding: 0;
  list-style: none;

  ${media.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }

  ${media.lg} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

const card = css`
  display: flex;
  flex-direction: column;
  gap: ${space.xs};
  width: 100%;
  height: 100%;
  padding: 0 0 ${space.md};
  overflow: hidden;
  ${panel}
  color: ${color.text};
  font: inherit;
  text-align: left;
  cursor: pointer;
  transition: border-color 150ms ease, transform 150ms ease;

  &:hover {
    border-color: ${color.amber};
    transform: translateY(-2px);
  }

  > span {
    padding-inline: ${space.sm};
  }
`;

const photo = css`
  ${fluidImage}
  aspect-ratio: 4 / 3;
`;

const name = css`
  font-weight: 700;
  font-size: ${fontSize.md};
`;

const meta = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.xs};
  color: ${color.textMuted};
  font-size: ${fontSize.xs};
`;

const badge = css`
  display: inline-block;
  padding: 0.1rem ${space.xs};
  border-radius: ${radius.pill};
  font-size: ${fontSize.xs};
  font-weight: 700;

  &[data-level="Easy"] {
    background: #134e4a;
    color: #ccfbf1;
  }

  &[data-level="Intermediate"] {
    background: #78350f;
    color: ${color.cream};
  }

  &[data-level="Advanced"] {
    background: ${color.emberDeeper};
    color: #fff;
  }
`;

function DifficultyBadge({ difficulty }: { difficulty: Difficulty }) {
  return (
    <span className={badge} data-level={difficulty}>
      {difficulty}
    </span>
  );
}

const dialog = css`
  width: min(36rem, calc(100vw - 2rem));
  max-height: calc(100dvh - 2rem);
  padding: 0;
  overflow: hidden;
  ${panel}
  color: ${color.text};
  box-shadow: 0 24px 60px rgb(0 0 0 / 0.6);

  &::backdrop {
    background: rgb(0 0 0 / 0.7);
  }
`;

/** Fills the dialog, so a click that lands on the dialog element itself is a click on the backdrop. */
const dialogBody = css`
  position: relative;
  max-height: calc(100dvh - 2rem);
  overflow-y: auto;
`;

const details = css`
  display: grid;
  gap: ${space.sm};
  padding: ${space.lg};

  h2 {
    margin: 0;
    font-size: ${fontSize.xxl};
    text-transform: uppercase;
  }

  h3 {
    margin: ${space.xs} 0 0;
    font-size: ${fontSize.md};
    text-transform: uppercase;
    color: ${color.amber};
  }

  p {
    margin: 0;
  }
`;

const closeButton = css`
  position: absolute;
  top: ${space.xs};
  right: ${space.xs};
  display: grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border: 0;
  border-radius: ${radius.pill};
  background: rgb(28 25 23 / 0.85);
  color: ${color.text};
  font-size: 1.5rem;
  line-height: 1;
  cursor: pointer;
`;

const tooltip = css`
  position: absolute;
  top: calc(${space.xs} + 48px);
  right: ${space.xs};
  padding: ${space.xxs} ${space.xs};
  border-radius: ${radius.sm};
  background: ${color.ink};
  color: ${color.text};
  font-size: ${fontSize.xs};
  pointer-events: none;

  &[hidden] {
    display: none;
  }
`;

const ready = css`
  justify-self: start;
  margin-top: ${space.sm};
`;

/**
 * The 12 projected games. Each card opens its game's modal <dialog> through invoker commands; the
 * dialog closes on the backdrop, the X, "Ready to Play" and Escape, and hands focus back to the card.
 * app/browser/game-dialogs.ts adds what the platform may lack (invokers, light dismiss, the tooltip).
 */
export function GameCatalogue() {
  return (
    <Section
      id="gallery"
      eyebrow="Games + weapons"
      title={`${games.length} games on every lane`}
      intro={<p>Our targets are projection screens with digital scoring. Pick a game to see how it plays.</p>}
    >
      <ul className={grid}>
        {games.map((game) => (
          <li key={game.id}>
            <button type="button" className={card} aria-haspopup="dialog" command="show-modal" commandfor={`game-${game.id}`}>
              <img className={photo} src={game.image.src} alt="" width={480} height={360} loading="lazy" decoding="async" />
              <span className={name}>{game.name}</span>
              <span className={meta}>
                <DifficultyBadge difficulty={game.difficulty} />
                {game.players}
              </span>
            </button>
          </li>
        ))}
      </ul>
      {games.map((game) => (
        <GameDialog key={game.id} game={game} />
      ))}
    </Section>
  );
}

function GameDialog({ game }: { game: Game }) {
  const id = `game-${game.id}`;
  return (
    <dialog id={id} className={dialog} aria-labelledby={`${id}-title`} closedby="any" data-game-dialog>
      <div className={dialogBody}>
        <img className={photo} src={game.image.src} alt={game.image.alt} width={480} height={360} loading="lazy" decoding="async" />
        <div className={details}>
          <h2 id={`${id}-title`}>{game.name}</h2>
          <p className={meta}>
            <DifficultyBadge difficulty={game.difficulty} />
            {game.players}
          </p>
          <p>{game.description}</p>
          <h3>How to play</h3>
          <p>{game.rules}</p>
          <button type="button" className={`${actionButton} ${ready}`} command="close" commandfor={id}>
            Ready to Play
          </button>
        </div>
        <button type="button" className={closeButton} aria-label="Close" command="close" commandfor={id} data-tooltip-trigger>
          <span aria-hidden="true">×</span>
        </button>
        <span className={tooltip} role="tooltip" hidden>
          Close
        </span>
      </div>
    </dialog>
  );
}
