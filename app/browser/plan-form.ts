/**
 * The group planner without a button press: as a field changes, the page for the new answers is
 * fetched, its plan and its messages beside the fields replace this page's (with the controls' ties
 * to them), and the address follows, so the plan stays shareable. Without this, the form submits;
 * either way, the address's fragment is the form's, which opens the page at the answer.
 */
const form = document.querySelector<HTMLFormElement>("form[data-plan-form]");
let latest = 0;

async function replan(): Promise<void> {
  if (!form) return;
  const url = new URL(form.action);
  url.search = String(new URLSearchParams(new FormData(form) as unknown as Record<string, string>));
  const asked = ++latest;
  const response = await fetch(url).catch(() => undefined);
  // A plan (200) or the fields' messages (400); anything else leaves the page as it is, to submit.
  if (!response || (!response.ok && response.status !== 400)) return;
  const next = new DOMParser().parseFromString(await response.text(), "text/html");
  if (asked !== latest) return;
  document.querySelector("#plan-answer")?.replaceChildren(...(next.querySelector("#plan-answer")?.childNodes ?? []));
  for (const message of form.querySelectorAll("[id$='-error']")) message.remove();
  for (const control of form.querySelectorAll<HTMLElement>("[data-field]")) {
    const twin = next.querySelector(`[data-field="${control.dataset.field}"]`);
    for (const name of ["aria-invalid", "aria-describedby"]) {
      const value = twin?.getAttribute(name);
      if (value) control.setAttribute(name, value);
      else control.removeAttribute(name);
    }
    const message = next.getElementById(`${control.dataset.field}-error`);
    if (message) (control.closest("fieldset, div") ?? form).append(message);
  }
  history.replaceState(null, "", url);
}

let timer: number | undefined;
form?.addEventListener("input", () => {
  clearTimeout(timer);
  timer = window.setTimeout(replan, 300);
});
