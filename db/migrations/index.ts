import type { Migration } from "kysely/migration";
import * as createPostViews from "./0001_create_post_views.ts";
import * as createViewIds from "./0002_create_view_ids.ts";

/** Every migration, in order. Listed explicitly so the server bundle and the CLI see the same set. */
export const migrations: Record<string, Migration> = {
  "0001_create_post_views": createPostViews,
  "0002_create_view_ids": createViewIds,
};
