import type { ReactNode } from "react";

interface BookingLinkProps {
  href: string;
  className?: string;
  children: ReactNode;
}

/**
 * A real link to the booking provider. The site-chrome enhancement opens it in the booking pop-up
 * instead; without JavaScript, or when the pop-up is blocked, it navigates in this tab.
 */
export function BookingLink({ href, className, children }: BookingLinkProps) {
  return (
    <a href={href} className={className} data-booking-link>
      {children}
    </a>
  );
}
