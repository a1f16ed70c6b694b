/** Spec: the booking provider opens in an 800x600 pop-up with scrollbars and resizing allowed. */
export const bookingPopupFeatures = "width=800,height=600,scrollbars=yes,resizable=yes";

/**
 * Opens the booking page in a pop-up. Must run synchronously inside the click handler, or pop-up
 * blockers will refuse it. Returns false when the pop-up was blocked; the caller then lets the
 * link navigate in the same tab.
 */
export function openBookingPopup(url: string): boolean {
  const popup = window.open(url, "ironbark-booking", bookingPopupFeatures);
  if (!popup) return false;
  // The booking page gets no handle on this page.
  popup.opener = null;
  popup.focus();
  return true;
}
