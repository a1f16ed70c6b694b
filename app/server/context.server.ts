import { createContext } from "react-router";
import type { AppServices, RequestInfo } from "./services.server.ts";

export const servicesContext = createContext<AppServices>();
export const requestContext = createContext<RequestInfo>();
export const documentVersionContext = createContext<string>();
