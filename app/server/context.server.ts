import { createContext } from "react-router";
import type { InlineStylesheet } from "./inline-stylesheet.server.ts";
import type { RenderedPages } from "./rendered-pages.server.ts";
import type { AppServices, RequestInfo } from "./services.server.ts";

export const servicesContext = createContext<AppServices>();
export const requestContext = createContext<RequestInfo>();
/** What every page of this deploy is rendered with. */
export const documentContext = createContext<{ version: string; stylesheet?: InlineStylesheet; renderedPages?: RenderedPages }>();
