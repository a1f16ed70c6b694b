import { showNotice } from "./notices.ts";

/** Spec: the booking provider opens in an 800x600 pop-up with scrollbars and resizing allowed. */
export const bookingPopupFeatures = "width=800,height=600,scrollbars=yes,resizable=yes";

const plainClick = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * Booking links are real links. Here they open the provider in its pop-up, synchronously inside the
 * click so no blocker refuses it; a blocked pop-up leaves the link to navigate in this tab.
 */
document.addEventListener("click", (event) => {
  const link = (event.target as Element | null)?.closest<HTMLAnchorElement>("a[data-booking-link]");
  if (!link || !plainClick(event)) return;
  const popup = window.open(link.href, "ironbark-booking", bookingPopupFeatures);
  if (!popup) return;
  event.preventDefault();
  // The booking page gets no handle on this page.
  popup.opener = null;
  popup.focus();
  showNotice("booking", link.href);
});

/**
 * The mobile menu is a <details> disclosure and works without this; here it also closes on Escape
 * (focus back on its toggle), on a press outside it, and once an item is chosen.
 */
for (const menu of document.querySelectorAll<HTMLDetailsElement>("details[data-menu]")) {
  const toggle = menu.querySelector("summary");
  document.addEventListener("keydown", (event) => {
    if (event.key !== "Escape" || !menu.open) return;
    menu.open = false;
    toggle?.focus();
  });
  document.addEventListener("pointerdown", (event) => {
    if (menu.open && !menu.contains(event.target as Node)) menu.open = false;
  });
  menu.addEventListener("click", (event) => {
    if ((event.target as Element).closest("a")) menu.open = false;
  });
}
