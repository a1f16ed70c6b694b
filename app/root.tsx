import displayFont from "@fontsource-variable/oswald/files/oswald-latin-wght-normal.woff2?url";
import "./styles/fonts.css";
import "./styles/global.ts";
import { type ReactNode, useContext } from "react";
import { isRouteErrorResponse, Links, Outlet } from "react-router";
import type { Route } from "./+types/root";
import type { PageHandle } from "./browser/enhancements.ts";
import { EnhancementScripts } from "./components/EnhancementScripts.tsx";
import { ErrorPage } from "./components/ErrorPage.tsx";
import { NotFoundPage } from "./components/NotFoundPage.tsx";
import { NoticeRegion } from "./components/NoticeRegion.tsx";
import { PromoBanner } from "./components/PromoBanner.tsx";
import { SiteFooter } from "./components/SiteFooter.tsx";
import { SiteHeader } from "./components/SiteHeader.tsx";
import { venue } from "./content/venue.ts";
import { InlineStylesheetContext } from "./lib/inline-stylesheet.ts";

/** The site chrome (booking pop-up, menu) is enhanced on every page. */
export const handle: PageHandle = { enhancements: ["chrome"] };

/**
 * Every page is a complete server-rendered document: no hydration, no client router. Links are
 * plain links, and the browser's own prerendering (speculation rules) makes them instant.
 */
export function Layout({ children }: { children: ReactNode }) {
  const stylesheet = useContext(InlineStylesheetContext);
  return (
    <html lang="en">
      <head>
        <meta name="theme-color" content="#1c1917" />
        {/* Inline, so a first visit paints after one round trip; the policy allows this text by its hash. */}
        {stylesheet === undefined ? <Links /> : <style>{stylesheet}</style>}
        {/* Preloaded so the display face is there for the first render (it is font-display: optional). */}
        <link rel="preload" as="font" type="font/woff2" href={displayFont} crossOrigin="anonymous" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="alternate" type="application/rss+xml" title={`${venue.name} blog`} href="/blog/rss.xml" />
        <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
        <EnhancementScripts />
      </head>
      <body>{children}</body>
    </html>
  );
}

function SiteChrome({ children }: { children: ReactNode }) {
  return (
    <>
      <SiteHeader />
      <PromoBanner />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
      <NoticeRegion />
    </>
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
