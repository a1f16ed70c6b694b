import { createHead, renderSSRHead, UnheadProvider } from "@unhead/react/server";
import type { ComponentType, ReactNode } from "react";
import { renderToString } from "react-dom/server";
import {
  createStaticHandler,
  createStaticRouter,
  type LoaderFunction,
  type RouteObject,
  RouterContextProvider,
  StaticRouterProvider,
  useLoaderData,
  useRouteError,
} from "react-router";
import { externalLinkDefaults } from "../../app/content/venue.ts";
import { InlineStylesheetContext } from "../../app/lib/inline-stylesheet.ts";
import type { PublicConfig } from "../../app/lib/public-config.ts";
import { PublicConfigContext } from "../../app/lib/public-config.ts";
import * as root from "../../app/root.tsx";
import routeConfig from "../../app/routes.ts";
import { siteUrl } from "./server.ts";

interface RouteModule {
  default?: ComponentType<{ loaderData: unknown }>;
  loader?: LoaderFunction;
  handle?: unknown;
}

const routeModules = import.meta.glob<RouteModule>("../../app/routes/*.{ts,tsx}");

/** The default configuration's public part: the site URL of the tests and the default outbound links. */
export const publicConfig: PublicConfig = {
  siteUrl,
  links: Object.fromEntries(Object.entries(externalLinkDefaults).map(([name, { url }]) => [name, url])) as PublicConfig["links"],
};

/** React Router hands framework route components their loader data as a prop. */
const withLoaderData = (Component: ComponentType<{ loaderData: unknown }>) =>
  function RouteComponent() {
    return <Component loaderData={useLoaderData()} />;
  };

const pageRoutes: RouteObject[] = routeConfig.map((route) => ({
  id: route.id ?? route.file.replace(/\.tsx?$/, ""),
  path: route.path,
  index: route.index,
  lazy: async () => {
    const load = routeModules[`../../app/${route.file}`];
    if (!load) throw new Error(`No route module ${route.file}`);
    const module = await load();
    return { loader: module.loader, handle: module.handle, Component: module.default && withLoaderData(module.default) };
  },
})) as RouteObject[];

const Layout = root.Layout as (props: { children: ReactNode }) => ReactNode;
const App = root.default as ComponentType;
const RootErrorBoundary = root.ErrorBoundary as ComponentType<{ error: unknown }>;

const routes: RouteObject[] = [
  {
    id: "root",
    path: "/",
    handle: root.handle,
    Component: () => (
      <Layout>
        <App />
      </Layout>
    ),
    ErrorBoundary: () => (
      <Layout>
        <RootErrorBoundary error={useRouteError()} />
      </Layout>
    ),
    children: pageRoutes,
  },
];

/**
 * A page rendered from the route modules as the server renders it (the document, with the head
 * tags Unhead collects), without a server, a build or a database: for assertions on content and
 * markup. The stylesheet is left empty.
 */
export async function renderPage(path: string, config: PublicConfig = publicConfig): Promise<{ status: number; html: string }> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`${siteUrl}${path}`), { requestContext: new RouterContextProvider() });
  if (context instanceof Response) throw new Error(`${path} answered ${context.status}, not a page`);
  const head = createHead();
  const body = renderToString(
    <UnheadProvider value={head}>
      <PublicConfigContext.Provider value={config}>
        <InlineStylesheetContext.Provider value="">
          <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />
        </InlineStylesheetContext.Provider>
      </PublicConfigContext.Provider>
    </UnheadProvider>,
  );
  const { headTags } = renderSSRHead(head, { omitLineBreaks: true });
  return { status: context.statusCode, html: `<!DOCTYPE html>${body.replace("<head>", `<head>${headTags}`)}` };
}
