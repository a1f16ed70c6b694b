import express, { type RequestHandler } from "express";
import { ApiError } from "./errors.server.ts";

interface JsonBodyRules {
  /** Largest body accepted, in bytes. */
  limit: number;
  /** Media types accepted; a request without Content-Type is read as JSON too. */
  types: string[];
}

/**
 * A small JSON body in one of the accepted media types, parsed by express.json. A body in another
 * media type is refused with 415 before anything is read; express.json answers oversized (413) and
 * malformed (400) bodies itself. No body leaves `req.body` undefined.
 */
export function jsonBody({ limit, types }: JsonBodyRules): RequestHandler[] {
  const acceptedType: RequestHandler = (req, _res, next) => {
    if (req.headers["content-type"] && req.is(types) === false) {
      return next(new ApiError(415, `Send Content-Type: ${types[0]}.`));
    }
    next();
  };
  return [acceptedType, express.json({ limit, type: () => true, strict: false })];
}
