import type { MouseEvent, ReactNode } from "react";
import { openBookingPopup } from "../lib/booking-popup.ts";
import { useNotify } from "./ui/Notifications.tsx";

interface BookingLinkProps {
  href: string;
  className?: string;
  children: ReactNode;
}

/**
 * A real link to the booking provider. With JavaScript it opens the provider in the booking pop-up;
 * if the pop-up is blocked, the link simply navigates in this tab.
 */
export function BookingLink({ href, className, children }: BookingLinkProps) {
  const notify = useNotify();

  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if (!openBookingPopup(href)) return;
    event.preventDefault();
    notify({
      title: "Booking opened in a new window",
      description: "Pick your date and time there. Can't see it? It may be behind this window.",
      action: { label: "Open the booking page here instead", href },
    });
  }

  return (
    <a href={href} className={className} onClick={handleClick}>
      {children}
    </a>
  );
}
