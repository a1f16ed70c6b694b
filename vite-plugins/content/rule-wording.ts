import { type RuleFigure, type RuleKey, rules } from "../../app/content/rules.ts";
import { beginnerExperience } from "../../app/content/venue.ts";

/**
 * How copy states each house rule in its own words, so the pipeline can catch it: `mentions` are the
 * words that state the rule (copy using them must include the rule's short form or link to its FAQ
 * answer in the same paragraph, list item or table row), and `near` gives, for a figure whose number
 * and unit could mean something else, the words that must share its sentence before it counts as
 * the rule's number. A figure without `near` counts wherever its number and unit appear.
 */
interface RuleWording {
  mentions?: RegExp;
  near?: Readonly<Record<string, RegExp>>;
}

const vrWords = /\b(?:VR|mission|missions|headset|arena)\b/i;

export const ruleWording: Readonly<Record<RuleKey, RuleWording>> = {
  laneRules: {
    mentions:
      /safety line|one thrower at a time|(?:back (?:in|to|on) the|in its|its) (?:holder|rack)|\bhand(?:s|ed|ing)? (?:an|the|your) axe|catch (?:a|the) (?:falling|dropped) axe|calls? the lane clear|loose head|cracked handle|horseplay|pretend swings?|practice swings? with an axe|look(?:s|ing)? (?:back|behind (?:you|them)) before|(?:lean(?:s|ing)? on|climb(?:s|ing)?|reach(?:es|ing)? over) (?:the|a lane's) borders?/i,
  },
  waiver: { mentions: /\bwaivers?\b/i },
  ages: { mentions: /minimum age|age limit|\b(?:our|the) age rule\b|old enough to throw/i },
  minors: { mentions: /\bguardian/i },
  kidsParties: {
    mentions: /adult in charge|one adult (?:per|for each|at each|for every|with each) lane/i,
    near: { childrenPerAdult: /\badults?\b|\bparty\b|\bparents?\b|\bhost\b/i },
  },
  youngerSiblings: { mentions: /younger (?:brothers|sisters|siblings)/i },
  weapons: { mentions: /starts? on the hatchet|hatchet (?:comes )?first|weapon order|house order/i },
  ageChecks: {
    mentions:
      /date of birth|age checks?|how (?:we|the coach|coaches) (?:check|checks|verify|verifies) (?:a thrower's |their |your )?ages?/i,
  },
  throwingLines: {
    mentions:
      /front foot (?:stays? )?(?:just )?behind|(?:step(?:s|ping)?|cross(?:es|ing)?|mov(?:e|es|ing)) past (?:the|your) (?:throw(?:ing)? )?line|(?:step(?:s|ping)?|cross(?:es|ing)?) over (?:the|your) throw(?:ing)? line|three (?:marked |painted )?(?:throwing )?lines/i,
  },
  medical: { mentions: /pregnan|medical condition|heart condition/i },
  impairment: { mentions: /impair|\bsober\b(?!-curious)|\bdrunk\b|hung ?over|after (?:a few )?drinks|had a few/i },
  footwear: { mentions: /closed[- ]toe|open[- ]toe|flip[- ]flops?|sandals|high heels/i },
  ownEquipment: { mentions: /\b(?:your|their|his|her|my) own (?:axes?|hatchets?|throwing)|personal axes?/i },
  photos: { mentions: /\bfilming\b|\bphotos? and videos?\b|\bvideos? (?:from|of) the (?:lane|line|throw)/i },
  noise: { mentions: /earplugs?|ear protection|deafening|quietest time|is it loud/i },
  briefing: {
    mentions:
      /part of (?:your|the) booked (?:time|session)|part of your (?:time|session)|out of (?:your|our) (?:booked )?time|(?:arrive|check in|get here)\b[^.]{0,30}\bbefore your (?:slot|session|booked time|lane time)/i,
    near: { arriveEarly: /\bearly\b|check[- ]?in|before (?:your|the) (?:slot|session|booking|booked time|start)/i, briefing: /brief/i },
  },
  lateArrival: { mentions: /arrive late|late arrivals?|hold (?:your|the|a) lane/i, near: { holdMinutes: /\bhold|\blate\b/i } },
  coaches: {
    mentions:
      /\bcoach(?:es)?\b[^.]{0,40}\bon the floor|on the floor[^.]{0,40}\bcoach|coach (?:on|at|for) (?:every|each) lane|one coach (?:for|per)/i,
  },
  groupSize: {
    mentions: /sweet spot[^.]{0,40}\b(?:lanes?|throwers|players|people)\b|\b(?:throwers|players|people) (?:per|a|on each) lane\b/i,
    near: { allLanesFrom: /\blanes?\b/i },
  },
  sessionLength: {
    mentions: /hour and a half|how long to book|arms? (?:get|gets|grow) tired|arms tire/i,
    near: { twoHoursFrom: /\bhours?\b/i },
  },
  packages: { mentions: /every (?:booking|session|lane booking) (?:includes|comes with|gets)/i },
  buyout: {
    mentions:
      /\b(?:buyout|bookout)s?\b[^.]*\b(?:guests|per hour|an hour|includ|VR|by phone|privacy)|\b(?:privacy|VR included)\b[^.]*\b(?:buyout|bookout)/i,
    near: {
      guestsUpTo: /buyout|bookout|venue|private/i,
      rotationUpTo: /buyout|bookout|venue|team/i,
      comfortable: /comfortabl|buyout|bookout/i,
    },
  },
  spectators: { mentions: /spectators?|watch(?:es|ing)? (?:for )?free|just (?:to )?watch/i, near: { perLane: /watch|spectat/i } },
  walkIns: { mentions: /\bwalk-ins?\b/i, near: { bookAhead: /book|reserve|ahead/i } },
  lastBooking: { mentions: /latest start|last (?:lane )?booking/i },
  headcount: { mentions: /no[- ]shows?|headcount you (?:book|pay)|(?:lower|reduce|change) (?:the|your) headcount/i },
  cancellation: {
    mentions: /\bcancel(?:l?ing|s|l?ed)?\s+(?:a|the|your|our)\s+(?:lane\s+)?(?:booking|session|reservation)|\bcancellation|\breschedul/i,
  },
  deposits: { mentions: /\bdeposits?\b/i },
  eventCancellation: {},
  taxAndTips: {
    mentions: /sales tax|\btax(?:es)?\b(?=[^.]{0,30}\b(?:tips?|bill|prices?|included|budget)\b)|gratuit|service charge|\btipping\b/i,
    near: { budgetPercent: /\btax|\btip/i },
  },
  weather: { mentions: /\bwe close\b|close for (?:bad )?weather|makes? the roads unsafe/i },
  giftCards: { mentions: /gift cards?/i },
  food: { mentions: /outside food|(?:birthday|celebration) cake|allerg(?:y|ies)\b(?! suffer)/i },
  smoking: { mentions: /\bsmok(?:e|ing)\b|\bvap(?:e|es|ing)\b|e-cigarette/i },
  pets: { mentions: /\bpets? (?:stay|come|are|inside)|service animals?|bring (?:the|your) dog/i },
  accessibility: { mentions: /step-free|wheelchair|seated throw/i },
  parking: { mentions: /parking is free|free parking|shared lot/i, near: { carpoolFrom: /carpool|parking/i } },
  lostProperty: { mentions: /lost property|lost and found|(?:left|leave) (?:something|anything|it) behind/i },
  // A mission's own length (a short one is the same number of minutes) is a fact; the gap is the rule.
  vrTiming: { mentions: /\bbuffer\b/i, near: { bufferMinutes: /\b(?:after|before|between|buffer|gap)\b/i } },
  vrLimits: { mentions: /\bVR\b[^.]*\b(?:ages?|age guidance)\b|seizure|epilep/i, near: { minAge: vrWords } },
};

/** A number copy may only reach through an inclusion, and the words that must surround it to count. */
export interface TellingFigure {
  value: RuleFigure["value"];
  unit: RuleFigure["unit"] | "throws";
  near?: RegExp;
  /** The token that fills the number in from the facts, where there is one. */
  token?: string;
}

/** Something copy includes instead of typing its numbers: a rule (its short form) or the beginner experience. */
export interface Telling {
  label: string;
  include: string;
  figures: readonly TellingFigure[];
}

export const ruleTellings: readonly Telling[] = [
  ...(Object.keys(rules) as RuleKey[]).map((key) => {
    const rule = rules[key];
    const near = ruleWording[key].near ?? {};
    return {
      label: `the rule "${key}" (/faq#${rule.anchor})`,
      include: `{{rule.${key}.short}} or a link to /faq#${rule.anchor}`,
      figures: Object.entries(rule.figures as Readonly<Record<string, RuleFigure>>).map(([name, figure]) => ({
        ...figure,
        near: near[name],
        token: `{{rule.${key}.${name}}}`,
      })),
    };
  }),
  {
    label: "the venue's beginner experience",
    include: "{{experience.firstThrows}}",
    figures: [
      { value: beginnerExperience.firstStickMinutes, unit: "minutes", near: /\bstick/i },
      { value: beginnerExperience.firstBullseyeThrows, unit: "throws" },
    ],
  },
];
