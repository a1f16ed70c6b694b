/**
 * The game dialogs are native modal <dialog>s opened and closed by invoker commands
 * (`command`/`commandfor`), which also hand focus back to the opening card. This module adds what a
 * browser may lack: invoker commands themselves, closing on a backdrop press, keeping Tab inside
 * the dialog, and the close button's tooltip (spec: 700 ms delay, 300 ms skip delay).
 */
export const tooltipSettings = { delayMs: 700, skipDelayMs: 300 } as const;

const dialogs = [...document.querySelectorAll<HTMLDialogElement>("dialog[data-game-dialog]")];

if (!("commandForElement" in HTMLButtonElement.prototype)) {
  document.addEventListener("click", (event) => {
    const button = (event.target as Element | null)?.closest<HTMLButtonElement>("button[commandfor]");
    const dialog = button && document.getElementById(button.getAttribute("commandfor") ?? "");
    if (!button || !(dialog instanceof HTMLDialogElement)) return;
    const command = button.getAttribute("command");
    if (command === "show-modal") dialog.showModal();
    if (command === "close") dialog.close();
  });
}

for (const dialog of dialogs) {
  // The dialog's content fills it, so only a press on the backdrop lands on the dialog itself.
  dialog.addEventListener("click", (event) => {
    if (event.target === dialog) dialog.close();
  });
  dialog.addEventListener("keydown", (event) => keepTabInside(dialog, event));
  const trigger = dialog.querySelector<HTMLElement>("[data-tooltip-trigger]");
  const tip = dialog.querySelector<HTMLElement>("[role=tooltip]");
  if (trigger && tip) showTooltipOnIntent(trigger, tip);
}

function keepTabInside(dialog: HTMLDialogElement, event: KeyboardEvent): void {
  if (event.key !== "Tab") return;
  const focusable = [...dialog.querySelectorAll<HTMLElement>("button, a[href], [tabindex]:not([tabindex='-1'])")];
  const first = focusable[0];
  const last = focusable.at(-1);
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

let lastHiddenAt = Number.NEGATIVE_INFINITY;

function showTooltipOnIntent(trigger: HTMLElement, tip: HTMLElement): void {
  let timer: number | undefined;
  const show = () => {
    window.clearTimeout(timer);
    const skip = performance.now() - lastHiddenAt < tooltipSettings.skipDelayMs;
    timer = window.setTimeout(() => tip.removeAttribute("hidden"), skip ? 0 : tooltipSettings.delayMs);
  };
  const hide = () => {
    window.clearTimeout(timer);
    if (!tip.hidden) lastHiddenAt = performance.now();
    tip.hidden = true;
  };
  trigger.addEventListener("pointerenter", show);
  trigger.addEventListener("focus", () => {
    if (trigger.matches(":focus-visible")) show();
  });
  trigger.addEventListener("pointerleave", hide);
  trigger.addEventListener("blur", hide);
  trigger.closest("dialog")?.addEventListener("close", hide);
}
