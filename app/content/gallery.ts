import lanes from "../assets/gallery/01-lanes.svg";
import coachBriefing from "../assets/gallery/02-coach-briefing.svg";
import firstThrow from "../assets/gallery/03-first-throw.svg";
import bullseye from "../assets/gallery/04-bullseye.svg";
import projectedGames from "../assets/gallery/05-projected-games.svg";
import birthday from "../assets/gallery/06-birthday.svg";
import teamBuilding from "../assets/gallery/07-team-building.svg";
import weaponWall from "../assets/gallery/08-weapon-wall.svg";
import cafe from "../assets/gallery/09-cafe.svg";
import vrArena from "../assets/gallery/10-vr-arena.svg";
import trophy from "../assets/gallery/11-trophy.svg";
import { games } from "./games.ts";
import { partners, venue } from "./venue.ts";

export interface GalleryPhoto {
  src: string;
  alt: string;
  caption: string;
}

/** The about section's rotating gallery, in the order it plays. */
export const galleryPhotos: readonly GalleryPhoto[] = [
  {
    src: lanes,
    alt: `The ${venue.lanes} lit throwing lanes seen from the back of the hall`,
    caption: `${venue.lanes} private lanes under one roof`,
  },
  {
    src: coachBriefing,
    alt: "A coach showing a small group the grip behind the safety line",
    caption: "Every session starts with a coaching briefing",
  },
  { src: firstThrow, alt: "A first-timer mid-throw with both hands overhead while a friend cheers", caption: "First throws, first cheers" },
  { src: bullseye, alt: "An axe stuck in the bullseye with a projected score flashing", caption: "That bullseye sound never gets old" },
  {
    src: projectedGames,
    alt: "A lane with a colorful projected game on its target",
    caption: `${games.length} projected games with digital scoring`,
  },
  {
    src: birthday,
    alt: "A birthday group with balloons and a cake at a table behind the lane",
    caption: `Birthdays for throwers aged ${venue.minThrowerAge} and up`,
  },
  {
    src: teamBuilding,
    alt: "A team in matching shirts high-fiving around a scoreboard",
    caption: "Team building that people actually enjoy",
  },
  {
    src: weaponWall,
    alt: "A wall rack of hatchets, a Viking axe, throwing cards, ninja stars and bat throwers",
    caption: "Five weapons to master",
  },
  { src: cafe, alt: "The cafe counter with pizza, wings, snacks and soft drinks", caption: "Pizza, wings and cold soft drinks" },
  { src: vrArena, alt: "Players in VR headsets moving through the free-roam arena", caption: `Free-roam VR ${partners.vr.where}` },
  { src: trophy, alt: "A small trophy beside a chalkboard tally after a tournament", caption: "Crown your champion" },
];
