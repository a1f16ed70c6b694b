export type Difficulty = "Easy" | "Intermediate" | "Advanced";

export interface Game {
  id: string;
  name: string;
  image: { src: string; alt: string };
  description: string;
  rules: string;
  difficulty: Difficulty;
  /** Text range as shown to visitors, such as "1-2 players". */
  players: string;
}

/** Each game's picture, app/assets/games/{id}.svg, as the URL the build gives it. */
const pictures = import.meta.glob<string>("../assets/games/*.svg", { import: "default", eager: true });

/** The 12 projected target games; a game's id is its name in kebab case unless it gives one. */
const catalogue: readonly (Omit<Game, "id" | "image"> & { id?: string; alt: string })[] = [
  {
    id: "twenty-one",
    name: "21",
    alt: "A projected ringed target with a score panel counting to 21",
    description: "A ringed target where you race to land exactly 21 points, with the screen showing how many you still need.",
    rules:
      "Each stuck throw adds its ring value. Going over 21 puts your score back to what it was before that throw, and the first to hit exactly 21 wins.",
    difficulty: "Intermediate",
    players: "2-4 players",
  },
  {
    name: "Axe Photo",
    alt: "A grid of tiles on the target, some flipped to reveal a hidden picture",
    description: "A hidden picture sits behind a grid of tiles that your throws uncover.",
    rules:
      "Each stuck throw flips the tile it hits for 1 point. Each player may take one guess after their throw, and the first correct guess earns a bonus and ends the round.",
    difficulty: "Easy",
    players: "1-4 players",
  },
  {
    name: "Battleship",
    alt: "A projected naval grid with hits and misses marked around a partly revealed ship",
    description: "The naval guessing game on a projected grid, with an axe instead of a peg.",
    rules:
      "On your turn the board shows your rival's waters and each stuck throw fires at the square it lands in. Sink all of your rival's ships first to win.",
    difficulty: "Intermediate",
    players: "2 players",
  },
  {
    name: "Big Axe Hunter",
    alt: "Cartoon deer, rabbit and boar peeking out from behind projected trees and rocks",
    description: "Cartoon woodland animals pop out from behind trees and rocks, hold still for a few seconds, then hide.",
    rules: "Stick a throw on an animal to tag it: big animals score less, small ones more. The highest total after the final round wins.",
    difficulty: "Intermediate",
    players: "1-4 players",
  },
  {
    name: "Bottle Axe",
    alt: "A projected shelf of soda bottles with one shattering where an axe hit it",
    description: "A shelf of bottles that shatter on screen when you hit them.",
    rules:
      "Clear your whole shelf in as few throws as possible. A blade that lands across two bottles breaks both, and two players take turns, each clearing their own shelf.",
    difficulty: "Easy",
    players: "1-2 players",
  },
  {
    name: "Concentration",
    alt: "A grid of face-down projected cards with two matching cards turned over",
    description: "The memory card game on a grid of face-down cards.",
    rules:
      "Each turn is two throws: the first flips a card and the second tries to flip its match. You keep any pair you find, and most pairs wins.",
    difficulty: "Intermediate",
    players: "2-4 players",
  },
  {
    name: "Cricket",
    alt: "A darts-style projected board with zones 15 to 20, a bullseye and tally marks",
    description: "Darts-style Cricket with zones for the numbers 15 to 20 plus a bullseye, with every mark tracked on screen.",
    rules:
      "Hit a zone three times to close it, score points on zones you have closed that your rival has not, and win by closing everything with a score at least equal to your rival's.",
    difficulty: "Advanced",
    players: "2 players",
  },
  {
    name: "Duck Hunter",
    alt: "Big cartoon ducks flying across the projected target, one of them golden",
    description: "A flock of big cartoon ducks flaps slowly across the board, with the occasional fast golden duck.",
    rules: "Any stuck throw on a duck scores, the golden duck is worth bonus points, and the highest total after the final round wins.",
    difficulty: "Easy",
    players: "1-4 players",
  },
  {
    name: "Emojis",
    alt: "A grid of round emoji faces on the target with one face highlighted as the one to hit",
    description: "The board fills with emoji faces and the screen calls out one of them.",
    rules: "Hit the face that was called to score; a wrong face scores nothing, and the faces shuffle every turn.",
    difficulty: "Easy",
    players: "1-4 players",
  },
  {
    name: "Lineup 4",
    alt: "A projected four-in-a-row grid with ember and amber counters",
    description: "Four-in-a-row on a tall grid of columns.",
    rules:
      "Hitting a column drops your counter to its lowest empty space and a missed throw loses the turn. The first to line up four across, up and down or diagonally wins.",
    difficulty: "Intermediate",
    players: "2 players",
  },
  {
    name: "Norse",
    alt: "A Viking round shield split into rune-marked wedges, one glowing, around a metal boss",
    description: "A Viking round shield divided into rune-carved wedges, one of which glows each turn.",
    rules:
      "The glowing wedge scores big points and any other wedge scores a little. The metal boss at the center scores double in the final round, and the highest total wins.",
    difficulty: "Advanced",
    players: "2-4 players",
  },
  {
    name: "Standard Target",
    alt: "The classic four-ring target with an axe stuck in the bullseye",
    description: "The classic four-ring target, projected, with the score kept automatically.",
    rules:
      "The outer ring is worth 1 point and the bullseye 6. Your coach sets the game to first to 11 or first to 21, and there is no bust rule.",
    difficulty: "Easy",
    players: "1-4 players",
  },
];

/** The games played on the lanes (the player's guide on the blog matches these). */
export const games: readonly Game[] = catalogue.map(({ alt, ...game }) => {
  const id = game.id ?? game.name.toLowerCase().replaceAll(" ", "-");
  const src = pictures[`../assets/games/${id}.svg`];
  if (src === undefined) throw new Error(`no picture app/assets/games/${id}.svg for ${game.name}`);
  return { ...game, id, image: { src, alt } };
});
