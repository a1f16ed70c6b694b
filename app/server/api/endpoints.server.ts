import type { ErrorRequestHandler, RequestHandler } from "express";

/** What each part of the API contributes to its router: a path's handler chain per method; GET also answers HEAD. */
export type Endpoints = Record<string, Partial<Record<"GET" | "POST", Array<RequestHandler | ErrorRequestHandler>>>>;
