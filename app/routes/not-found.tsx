import { data } from "react-router";
import { NotFoundPage } from "../components/NotFoundPage.tsx";

export function loader() {
  return data(null, { status: 404 });
}

export default function NotFoundRoute() {
  return <NotFoundPage />;
}
