/**
 * Notices (toasts) with the spec's defaults: one visible at a time (a new one replaces it), shown
 * for 5 s, paused while hovered or focused, dismissed by a swipe of 50 px to the right, and F8
 * moves focus to the region.
 */
export const noticeSettings = { durationMs: 5000, swipeThresholdPx: 50, hotkey: "F8" } as const;

const region = document.querySelector<HTMLElement>("[data-notice-region]");
const list = region?.querySelector("ol");

document.addEventListener("keydown", (event) => {
  if (event.key === noticeSettings.hotkey && region && list?.firstElementChild) {
    event.preventDefault();
    region.focus();
  }
});

/** Shows the notice from `<template data-notice-template={name}>`, its action pointing at `href`. */
export function showNotice(name: string, href: string): void {
  const template = document.querySelector<HTMLTemplateElement>(`template[data-notice-template="${name}"]`);
  const item = template?.content.firstElementChild?.cloneNode(true);
  if (!list || !(item instanceof HTMLElement)) return;
  item.querySelector<HTMLAnchorElement>("[data-notice-action]")?.setAttribute("href", href);
  list.replaceChildren(item);
  keepFor(item, noticeSettings.durationMs);
  dismissOnSwipe(item);
  item.querySelector("[data-notice-dismiss]")?.addEventListener("click", () => item.remove());
}

/** Removes the notice after `durationMs` of being shown while neither hovered nor focused. */
function keepFor(item: HTMLElement, durationMs: number): void {
  let remaining = durationMs;
  let startedAt = 0;
  let timer: number | undefined;
  const run = () => {
    if (timer !== undefined) return;
    startedAt = performance.now();
    timer = window.setTimeout(() => item.remove(), remaining);
  };
  const pause = () => {
    if (timer === undefined) return;
    window.clearTimeout(timer);
    timer = undefined;
    remaining -= performance.now() - startedAt;
  };
  item.addEventListener("pointerenter", pause);
  item.addEventListener("pointerleave", run);
  item.addEventListener("focusin", pause);
  item.addEventListener("focusout", (event) => {
    if (!item.contains(event.relatedTarget as Node | null)) run();
  });
  run();
}

function dismissOnSwipe(item: HTMLElement): void {
  let startX: number | null = null;
  // A swipe that starts on the notice's link must move the notice, not drag the link.
  item.addEventListener("dragstart", (event) => event.preventDefault());
  item.addEventListener("pointerdown", (event) => {
    startX = event.clientX;
  });
  item.addEventListener("pointermove", (event) => {
    if (startX === null) return;
    // Captured only once the pointer moves: a capture taken on press would also take the click,
    // and the links inside the notice would never open.
    if (!item.hasPointerCapture(event.pointerId)) item.setPointerCapture(event.pointerId);
    item.style.translate = `${Math.max(0, event.clientX - startX)}px 0`;
  });
  const end = (event: PointerEvent) => {
    if (startX === null) return;
    const moved = event.clientX - startX;
    startX = null;
    if (moved >= noticeSettings.swipeThresholdPx) item.remove();
    else item.style.translate = "";
  };
  item.addEventListener("pointerup", end);
  item.addEventListener("pointercancel", end);
}
