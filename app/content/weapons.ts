import batThrowers from "../assets/weapons/bat-throwers.svg";
import hatchet from "../assets/weapons/hatchet.svg";
import ninjaStars from "../assets/weapons/ninja-stars.svg";
import throwingCards from "../assets/weapons/throwing-cards.svg";
import vikingAxe from "../assets/weapons/viking-axe.svg";
import { venue } from "./venue.ts";

export interface Weapon {
  id: string;
  name: string;
  image: { src: string; alt: string };
  description: string;
}

export const weapons: readonly Weapon[] = [
  {
    id: "bat-throwers",
    name: "Bat Throwers",
    image: { src: batThrowers, alt: "A steel throwing blade shaped like a bat with spread wings" },
    description: "Winged steel blades that spin flat and fast. Light in the hand, and a crowd favorite once you find the release.",
  },
  {
    id: "ninja-stars",
    name: "Ninja Stars",
    image: { src: ninjaStars, alt: "A pair of pointed steel throwing stars" },
    description: "Pointed throwing stars thrown with a quick flick of the wrist. Any point can stick, so they reward a steady aim.",
  },
  {
    id: "throwing-cards",
    name: "Throwing Cards",
    image: { src: throwingCards, alt: "A fan of three steel throwing cards shaped like playing cards" },
    description: "Steel cards shaped like a poker hand. A flat, sidearm snap sends them in; the quiet card sharks usually win this one.",
  },
  {
    id: "hatchet",
    name: "Hatchet",
    image: { src: hatchet, alt: "A short wooden-handled hatchet with a steel head" },
    description: `The classic: a ${venue.hatchetWeightLb.min}-${venue.hatchetWeightLb.max} lb hatchet with a wooden handle, short and balanced, and the most forgiving throw on the wall.`,
  },
  {
    id: "viking-axe",
    name: "Viking Axe",
    image: { src: vikingAxe, alt: "A long bearded axe with a leather-wrapped handle" },
    description: "A longer, heavier bearded axe for a slower, more powerful rotation. Big swing, big sound, big grin.",
  },
];
