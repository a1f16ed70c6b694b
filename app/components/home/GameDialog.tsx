import { css } from "@linaria/core";
import * as Dialog from "@radix-ui/react-dialog";
import type { RefObject } from "react";
import type { Game } from "../../content/games.ts";
import { actionButton } from "../../styles/primitives.ts";
import { color, fontSize, radius, space } from "../../styles/tokens.ts";
import { Tooltip, TooltipProvider } from "../ui/Tooltip.tsx";
import { DifficultyBadge } from "./DifficultyBadge.tsx";

const overlay = css`
  position: fixed;
  inset: 0;
  z-index: 80;
  background: rgb(0 0 0 / 0.7);
`;

const content = css`
  position: fixed;
  z-index: 90;
  left: 50%;
  top: 50%;
  width: min(36rem, calc(100vw - 2rem));
  max-height: calc(100dvh - 2rem);
  overflow-y: auto;
  transform: translate(-50%, -50%);
  border: 1px solid ${color.border};
  border-radius: ${radius.lg};
  background: ${color.surface};
  box-shadow: 0 24px 60px rgb(0 0 0 / 0.6);

  img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 4 / 3;
  }
`;

const body = css`
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

const meta = css`
  display: flex;
  gap: ${space.sm};
  align-items: center;
  color: ${color.textMuted};
  font-size: ${fontSize.sm};
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

const ready = css`
  justify-self: start;
  margin-top: ${space.sm};
`;

/**
 * A game's details. Closes on the backdrop, the X, "Ready to Play" and Escape; focus stays inside
 * while open and returns to the game that opened it.
 */
export default function GameDialog({
  game,
  onClose,
  returnFocusTo,
}: {
  game: Game | null;
  onClose: () => void;
  /** The card that opened the dialog; it is not a Radix trigger, so focus is handed back by hand. */
  returnFocusTo: RefObject<HTMLElement | null>;
}) {
  return (
    <TooltipProvider>
    <Dialog.Root open={game !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className={overlay} data-testid="game-dialog-backdrop" />
        {game && (
          <Dialog.Content
            className={content}
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              returnFocusTo.current?.focus();
            }}
          >
            <img src={game.image.src} alt={game.image.alt} width={480} height={360} />
            <div className={body}>
              <Dialog.Title>{game.name}</Dialog.Title>
              <p className={meta}>
                <DifficultyBadge difficulty={game.difficulty} />
                {game.players}
              </p>
              <Dialog.Description>{game.description}</Dialog.Description>
              <h3>How to play</h3>
              <p>{game.rules}</p>
              <Dialog.Close className={`${actionButton} ${ready}`}>Ready to Play</Dialog.Close>
            </div>
            <Tooltip label="Close">
              <Dialog.Close className={closeButton} aria-label="Close">
                <span aria-hidden="true">×</span>
              </Dialog.Close>
            </Tooltip>
          </Dialog.Content>
        )}
      </Dialog.Portal>
    </Dialog.Root>
    </TooltipProvider>
  );
}
