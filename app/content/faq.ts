import { pageCopy } from "./page-copy.ts";
import { sitePages } from "./site-pages.ts";

/** The FAQ and policies page: its registry entry with its copy from app/content/pages/faq.yaml. */
export const faqPage = { ...sitePages.faq, ...pageCopy(sitePages.faq) };

export type FaqGroup = (typeof faqPage.groups)[number];
export type FaqQuestion = FaqGroup["questions"][number];

/** Every question in page order, for the FAQPage structured data. */
export const faqQuestions: readonly FaqQuestion[] = faqPage.groups.flatMap((group) => group.questions);
