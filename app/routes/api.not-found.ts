import { notFound } from "../server/api/responses.ts";

const answer = () => notFound("No API endpoint at this path.");

export const loader = answer;
export const action = answer;
