import { css } from "@linaria/core";
import { lazy, Suspense, useRef, useState } from "react";
import { games, type Game } from "../../content/games.ts";
import { color, fontSize, media, radius, space } from "../../styles/tokens.ts";
import { Section } from "../Section.tsx";
import { DifficultyBadge } from "./DifficultyBadge.tsx";

const loadGameDialog = () => import("./GameDialog.tsx");
const GameDialog = lazy(loadGameDialog);

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
  border: 1px solid ${color.border};
  border-radius: ${radius.lg};
  background: ${color.surface};
  color: ${color.text};
  font: inherit;
  text-align: left;
  cursor: pointer;
  transition: border-color 150ms ease, transform 150ms ease;

  &:hover {
    border-color: ${color.amber};
    transform: translateY(-2px);
  }

  img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 4 / 3;
  }

  > span {
    padding-inline: ${space.sm};
  }
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

/** The 12 projected games; choosing one opens its details and rules. */
export function GameCatalogue() {
  const [selected, setSelected] = useState<Game | null>(null);
  const opener = useRef<HTMLButtonElement | null>(null);
  // The dialog's code loads on the first sign of interest and then stays mounted.
  const [dialogWanted, setDialogWanted] = useState(false);
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
            <button
              type="button"
              className={card}
              aria-haspopup="dialog"
              onPointerEnter={() => void loadGameDialog()}
              onFocus={() => void loadGameDialog()}
              onClick={(event) => {
                opener.current = event.currentTarget;
                setDialogWanted(true);
                setSelected(game);
              }}
            >
              <img src={game.image.src} alt="" width={480} height={360} loading="lazy" decoding="async" />
              <span className={name}>{game.name}</span>
              <span className={meta}>
                <DifficultyBadge difficulty={game.difficulty} />
                {game.players}
              </span>
            </button>
          </li>
        ))}
      </ul>
      {dialogWanted && (
        <Suspense fallback={null}>
          <GameDialog game={selected} onClose={() => setSelected(null)} returnFocusTo={opener} />
        </Suspense>
      )}
    </Section>
  );
}
