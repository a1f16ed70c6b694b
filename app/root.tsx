import displayFont from "@fontsource-variable/oswald/files/oswald-latin-wght-normal.woff2?url";
import "./styles/fonts.css";
import "./styles/global.ts";
import type { ReactNode } from "react";
import { isRouteErrorResponse, Links, Outlet, Scripts, ScrollRestoration } from "react-router";
import { ErrorPage } from "./components/ErrorPage.tsx";
import { NotFoundPage } from "./components/NotFoundPage.tsx";
import { SiteFooter } from "./components/SiteFooter.tsx";
import { PromoBanner } from "./components/PromoBanner.tsx";
import { SiteHeader } from "./components/SiteHeader.tsx";
import { NotificationsProvider } from "./components/ui/Notifications.tsx";
import { venue } from "./content/venue.ts";
import { servicesContext } from "./server/context.server.ts";
import type { Route } from "./+types/root";

export function loader({ context }: Route.LoaderArgs) {
  return { publicConfig: context.get(servicesContext).publicConfig };
}

export function links(): Route.LinkDescriptors {
  return [
    // Preloaded so the display face is there for the first render (it is font-display: optional).
    { rel: "preload", as: "font", type: "font/woff2", href: displayFont, crossOrigin: "anonymous" },
    { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
    { rel: "alternate", type: "application/rss+xml", title: `${venue.name} blog`, href: "/blog/rss.xml" },
    { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  ];
}

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta name="theme-color" content="#1c1917" />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

function SiteChrome({ children }: { children: ReactNode }) {
  return (
    <NotificationsProvider>
      <SiteHeader />
      <PromoBanner />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
    </NotificationsProvider>
  );
}

export default function App() {
  return (
    <SiteChrome>
      <Outlet />
    </SiteChrome>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <SiteChrome>{isRouteErrorResponse(error) && error.status === 404 ? <NotFoundPage /> : <ErrorPage />}</SiteChrome>;
}
