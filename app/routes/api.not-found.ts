import { notFound } from "../server/api/responses.server.ts";

const answer = () => notFound("No API endpoint at this path.");

export const loader = answer;
export const action = answer;
